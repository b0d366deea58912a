import { federatedConfig } from '@site/scripts/webpack';

/** The shell: the host that composes the remotes listed in the registry (DESIGN §3). */
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  federatedConfig({ packageDir: import.meta.dirname, name: 'shell', mode: argv.mode ?? 'production' });
