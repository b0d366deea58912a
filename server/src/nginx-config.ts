import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './paths.ts';

/** What writeNginxConfig takes. */
export interface NginxConfigOptions {
  /** The site's data folder (DATA_DIR), shared with the Node instances. */
  dataDir: string;
  /** Where nginx listens, e.g. `127.0.0.1:8080`. */
  listen: string;
  /** The Node instances' addresses, e.g. `['127.0.0.1:8081', '127.0.0.1:8082']`. */
  upstreams: string[];
  /** The folder to write into; nginx's own files (pid, logs, temporary files) go there too. */
  outDir: string;
  /**
   * The admin's own origin (the instances' ADMIN_URL), e.g. `http://admin.localhost:8080`: the admin server
   * block answers its host name, and the public one redirects `/admin` there.
   */
  adminUrl: string;
}

/**
 * Writes the shipped nginx configuration (server/nginx/) with its placeholders filled in, plus a minimal
 * nginx.conf around it for running nginx on its own (`nginx -p <outDir> -c nginx.conf`). Returns the path
 * of that nginx.conf. Throws when `adminUrl` is not an http(s) origin.
 */
export async function writeNginxConfig({
  dataDir,
  listen,
  upstreams,
  outDir,
  adminUrl,
}: NginxConfigOptions): Promise<string> {
  const admin = new URL(adminUrl);
  // Filled into the configuration as they are: nothing but an origin may reach it.
  if (!/^[a-z0-9.-]+$/.test(admin.hostname) || adminUrl.replace(/\/$/, '') !== admin.origin) {
    throw new Error(`The admin's address must be an origin such as https://admin.example.org, not ${adminUrl}.`);
  }
  await mkdir(path.join(outDir, 'logs'), { recursive: true });
  const shipped = path.join(ROOT, 'server/nginx');
  const fill = (line: string) =>
    line
      .replaceAll('@DATA_DIR@', dataDir)
      .replaceAll('@LISTEN@', listen)
      .replaceAll('@CONF_DIR@', outDir)
      .replaceAll('@ADMIN_URL@', admin.origin)
      .replaceAll('@ADMIN_HOST@', admin.hostname)
      .replaceAll('@UPSTREAMS@', upstreams.map((address) => `server ${address};`).join('\n  '));
  // Comment lines name the placeholders too, and stay as they are.
  const site = (await readFile(path.join(shipped, 'site.conf'), 'utf8'))
    .split('\n')
    .map((line) => (line.trimStart().startsWith('#') ? line : fill(line)))
    .join('\n');
  await writeFile(path.join(outDir, 'site.conf'), site);
  await writeFile(
    path.join(outDir, 'security-headers.conf'),
    await readFile(path.join(shipped, 'security-headers.conf'), 'utf8'),
  );
  const main = path.join(outDir, 'nginx.conf');
  await writeFile(
    main,
    [
      // Run as root, workers would otherwise drop to an account that cannot read a private data folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${path.join(outDir, 'nginx.pid')};`,
      `error_log ${path.join(outDir, 'logs/error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${path.join(outDir, `tmp-${kind}`)};`,
      ),
      `  include ${path.join(outDir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return main;
}
