import { isPublicIpAddress, parseAnalyticsEndpoint } from './public-address.ts';

describe('isPublicIpAddress', () => {
  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '169.254.1.1',
    '224.0.0.1',
    '255.255.255.255',
    '198.51.100.7',
    '::',
    '::1',
    '[::1]',
    'fe80::1',
    'fd00::1',
    'fd00:ec2::254',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::10.0.0.1',
    '2001:db8::1',
    '2002:7f00:1::1',
    'not-an-address',
    '1.2.3',
    '1.2.3.256',
  ])('refuses %s', (address) => {
    expect(isPublicIpAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isPublicIpAddress(address)).toBe(true);
    },
  );
});

describe('parseAnalyticsEndpoint', () => {
  it('accepts one https address on a public name or address', () => {
    expect(parseAnalyticsEndpoint('https://stats.example.org/collect?site=7')?.href).toBe(
      'https://stats.example.org/collect?site=7',
    );
    expect(parseAnalyticsEndpoint('https://93.184.215.14/c')).not.toBeNull();
    expect(parseAnalyticsEndpoint('https://[2606:4700::1111]:8443/c')).not.toBeNull();
  });

  it.each([
    'http://stats.example.org/collect',
    'https://localhost/c',
    'https://stats.localhost/c',
    'https://intranet/c',
    'https://printer.local/c',
    'https://metadata.google.internal/c',
    'https://127.0.0.1/c',
    // The URL parser reads these as 127.0.0.1: refused the same.
    'https://2130706433/c',
    'https://0x7f.1/c',
    'https://10.0.0.8/c',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/c',
    'https://[fe80::1]/c',
    'https://[fd00:ec2::254]/c',
  ])('refuses %s', (address) => {
    expect(parseAnalyticsEndpoint(address)).toBeNull();
  });
});
