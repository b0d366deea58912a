/**
 * npm run release -- <remote> [--version V] [--no-build] [--no-verify]
 * Builds one remote into its versioned folder, verifies it in Chromium against the running site (SITE_URL,
 * default http://127.0.0.1:PORT), then points the registry at it (docs/design.md#registry).
 *
 * npm run release -- <remote> --site <url> [--version V] [--canary P] [--commit SHA] [--no-build], with the
 * remote's deploy token in DEPLOY_TOKEN (or --token): the same release from a team's CI, over HTTP, without a
 * shell on the server; with --canary, for P % of visitors (docs/design.md#releases).
 */
import { parseArgs } from 'node:util';
import { releaseOverHttp, releaseRemote } from './release.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    'no-build': { type: 'boolean' },
    'no-verify': { type: 'boolean' },
    site: { type: 'string' },
    token: { type: 'string' },
    canary: { type: 'string' },
    commit: { type: 'string' },
  },
});
if (positionals.length !== 1) {
  console.error(
    'Usage: npm run release -- <remote> [--version V] [--no-build] [--no-verify] ' +
      '[--site <url> (DEPLOY_TOKEN) [--canary P] [--commit SHA]]',
  );
  process.exit(2);
}
try {
  if (values.site) {
    const token = values.token ?? process.env.DEPLOY_TOKEN;
    if (!token) throw new Error("A release over HTTP needs the remote's deploy token in DEPLOY_TOKEN (or --token).");
    const answer = await releaseOverHttp(positionals[0]!, {
      site: values.site,
      token,
      version: values.version,
      build: !values['no-build'],
      ...(values.canary !== undefined && { canary: Number(values.canary) }),
      ...(values.commit !== undefined && { commit: values.commit }),
    });
    console.log(
      `${answer.remote}: ${answer.version} is ${answer.status}${answer.previous ? ` (previous: ${answer.previous})` : ''}; ` +
        `record ${new URL(`/api/releases/${answer.remote}/${answer.id}`, values.site).href}.`,
    );
  } else {
    const siteUrl = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
    await releaseRemote(positionals[0]!, {
      version: values.version,
      build: !values['no-build'],
      verifyAgainst: values['no-verify'] ? false : siteUrl,
    });
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
