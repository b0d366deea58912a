/**
 * `npm run nginx:headers`: writes server/nginx/security-headers.conf from the security headers the Node
 * server sends (nginx-headers.ts), and says whether it changed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { SECURITY_HEADERS_CONF, securityHeadersConf } from './nginx-headers.ts';

const text = securityHeadersConf();
const before = await readFile(SECURITY_HEADERS_CONF, 'utf8').catch(() => '');
if (before === text) console.log(`${SECURITY_HEADERS_CONF} is up to date`);
else {
  await writeFile(SECURITY_HEADERS_CONF, text);
  console.log(`wrote ${SECURITY_HEADERS_CONF}`);
}
