import { loadConfig, loadOpsConfig } from '../src/config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(loadOpsConfig({})).toEqual({ trustProxy: undefined });
    expect(loadOpsConfig({ TRUST_PROXY: '' })).toEqual({ trustProxy: undefined });
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
