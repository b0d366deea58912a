import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 8080 on loopback, PGlite in ./data', () => {
    expect(loadConfig({})).toEqual({ port: 8080, host: '127.0.0.1', databaseUrl: undefined, dataDir: './data' });
  });

  it('reads every setting, treating empty values as unset', () => {
    expect(
      loadConfig({ PORT: '3000', HOST: '0.0.0.0', DATABASE_URL: 'postgres://u:p@db:5432/site', DATA_DIR: '/srv' }),
    ).toEqual({ port: 3000, host: '0.0.0.0', databaseUrl: 'postgres://u:p@db:5432/site', dataDir: '/srv' });
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('names each bad setting on its own line', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/site' })).toThrow(
      'Invalid configuration:\n- PORT must be a number.\n- DATABASE_URL must be a postgres:// or postgresql:// URL (or unset for PGlite).',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be between 1 and 65535.');
  });
});
