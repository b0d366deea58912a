import { federatedConfig, readRegistryEntry } from '@site/scripts/webpack';

/** The `patient` remote: exposes its route objects (DESIGN §3). */
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  federatedConfig({
    packageDir: import.meta.dirname,
    name: readRegistryEntry(import.meta.dirname).name,
    exposes: {
      './routes': './src/routes.tsx',
    },
    mode: argv.mode ?? 'production',
  });
