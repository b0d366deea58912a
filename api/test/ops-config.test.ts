import { loadConfig, loadOpsConfig } from '../src/config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(loadOpsConfig({}).trustProxy).toBeUndefined();
    expect(loadOpsConfig({ TRUST_PROXY: '' }).trustProxy).toBeUndefined();
    expect(loadConfig({}).trustProxy).toBeUndefined();
  });

  it('reads true, false, a number of hops, or a list of addresses and CIDRs', () => {
    expect(loadOpsConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadOpsConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadOpsConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadOpsConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1,::1');
  });

  it('refuses anything else, naming the setting', () => {
    expect(() => loadOpsConfig({ TRUST_PROXY: 'the balancer' })).toThrow(/TRUST_PROXY must be true, false/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be/);
  });
});

describe('DEV_MODE and SITE_URL', () => {
  it('is production unless DEV_MODE is true, and reads the site address', () => {
    expect(loadOpsConfig({})).toMatchObject({ devMode: false, siteUrl: undefined });
    expect(loadOpsConfig({ DEV_MODE: 'true', SITE_URL: 'http://127.0.0.1:8090' })).toMatchObject({
      devMode: true,
      siteUrl: 'http://127.0.0.1:8090',
    });
  });

  it('refuses anything else, naming the setting', () => {
    expect(() => loadOpsConfig({ DEV_MODE: 'yes' })).toThrow(/DEV_MODE must be true or false/);
    expect(() => loadConfig({ SITE_URL: 'https://a.example,https://b.example' })).toThrow(/SITE_URL must be one/);
  });
});
