import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { checkEndpoint, EndpointRefusedError, postJson } from './public-endpoint.ts';
import type { HostResolver } from './public-endpoint.ts';

/** A resolver answering from a table, as DNS would; there is no DNS on a test machine. */
const resolverOf =
  (table: Record<string, string[]>): HostResolver =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const resolve = resolverOf({
  'stats.example.org': ['93.184.215.14'],
  'v6.example.org': ['2606:4700::1111'],
  'rebind.example.org': ['127.0.0.1'],
  'inside.example.org': ['10.0.0.8'],
  'metadata.example.org': ['169.254.169.254'],
  'linklocal.example.org': ['fe80::1'],
  'mixed.example.org': ['93.184.215.14', '192.168.1.5'],
  'mapped.example.org': ['::ffff:127.0.0.1'],
});

const refusal = (endpoint: string) =>
  checkEndpoint(endpoint, { resolve }).then(
    () => 'sent',
    (error: unknown) => (error instanceof EndpointRefusedError ? 'refused' : String(error)),
  );

describe('checkEndpoint', () => {
  it('accepts a public https name and connects to the address it resolved to', async () => {
    const target = await checkEndpoint('https://stats.example.org/collect?site=7', { resolve });
    expect(target).toMatchObject({ address: '93.184.215.14', family: 4 });
    expect(target.url.href).toBe('https://stats.example.org/collect?site=7');
    expect(await checkEndpoint('https://v6.example.org/c', { resolve })).toMatchObject({
      address: '2606:4700::1111',
      family: 6,
    });
    expect(await checkEndpoint('https://93.184.215.14/c', { resolve })).toMatchObject({ address: '93.184.215.14' });
  });

  it.each([
    ['a name that now resolves to loopback', 'https://rebind.example.org/c'],
    ['a name on a private network', 'https://inside.example.org/c'],
    ['a name on the metadata address', 'https://metadata.example.org/c'],
    ['a name on a link-local IPv6 address', 'https://linklocal.example.org/c'],
    ['a name with one private address among public ones', 'https://mixed.example.org/c'],
    ['a name on an IPv4-mapped loopback address', 'https://mapped.example.org/c'],
    ['a name that does not resolve', 'https://gone.example.org/c'],
    ['loopback', 'https://127.0.0.1:8443/c'],
    ['IPv6 loopback', 'https://[::1]/c'],
    ['localhost', 'https://localhost/c'],
    ['a private address', 'https://192.168.1.1/c'],
    ['link-local', 'https://169.254.10.10/c'],
    ['the metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['plain http', 'http://stats.example.org/c'],
    ['two addresses', 'https://a.example,https://b.example'],
  ])('refuses %s', async (_what, endpoint) => {
    expect(await refusal(endpoint)).toBe('refused');
  });

  it('never connects to a refused address', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      const local = resolverOf({ 'stats.example.org': ['127.0.0.1'] });
      await expect(checkEndpoint(`https://stats.example.org:${port}/c`, { resolve: local })).rejects.toThrow(
        EndpointRefusedError,
      );
      // Admitted by a replaced rule, the same address is connected to: the refusal above was the rule's.
      const admitted = await checkEndpoint(`https://stats.example.org:${port}/c`, {
        resolve: local,
        isAllowedAddress: (address) => address === '127.0.0.1',
      });
      await expect(postJson(admitted, { path: '/' }, 1000)).rejects.toThrow();
      expect(connections).toBe(1);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
