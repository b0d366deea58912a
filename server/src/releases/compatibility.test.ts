import { incompatibilities } from './compatibility.ts';

const shell = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: '@site/shared/router', version: '1.0.0', requiredVersion: '^1.0.0' },
  { name: 'swr', version: '2.5.1', requiredVersion: '^2.5.1' },
  { name: '@site/shared', version: '1.0.0', requiredVersion: '^1.0.0' },
];

describe('incompatibilities', () => {
  it('accepts a remote built against the versions the shell provides', () => {
    expect(incompatibilities(shell, shell)).toEqual([]);
    expect(incompatibilities([{ name: 'react', version: '19.1.0', requiredVersion: '^19.1.0' }], shell)).toEqual([]);
  });

  it('names the package and versions when the shell cannot satisfy a singleton', () => {
    const remote = [
      { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' },
      { name: '@site/shared', version: '2.0.0', requiredVersion: '^2.0.0' },
    ];
    expect(incompatibilities(remote, shell)).toEqual([
      'react: the remote was built with 20.0.0 and needs ^20.0.0, but the shell provides 19.3.1.',
      '@site/shared: the remote was built with 2.0.0 and needs ^2.0.0, but the shell provides 1.0.0.',
    ]);
  });

  it('refuses a newer minor the shell does not have yet', () => {
    const remote = [{ name: 'swr', version: '2.6.0', requiredVersion: '^2.6.0' }];
    expect(incompatibilities(remote, shell)).toHaveLength(1);
  });

  it('refuses a remote built against other shared code, which the content version tells apart', () => {
    const built = (digest: string) => [
      { name: '@site/shared', version: `1.0.0-c.${digest}`, requiredVersion: `1.0.0-c.${digest}` },
    ];
    expect(incompatibilities(built('aaaaaaaaaa'), built('aaaaaaaaaa'))).toEqual([]);
    expect(incompatibilities(built('aaaaaaaaaa'), built('bbbbbbbbbb'))).toEqual([
      '@site/shared: the remote was built with 1.0.0-c.aaaaaaaaaa and needs 1.0.0-c.aaaaaaaaaa, but the shell provides 1.0.0-c.bbbbbbbbbb.',
    ]);
  });

  it('refuses a remote built with a federation runtime the shell does not run', () => {
    const runtime = (version: string) => [
      { name: '@module-federation/runtime-core', version, requiredVersion: `~${version}` },
    ];
    expect(incompatibilities(runtime('2.9.1'), runtime('2.9.2'))).toEqual([]);
    expect(incompatibilities(runtime('2.10.0'), runtime('2.9.2'))).toEqual([
      '@module-federation/runtime-core: the remote was built with 2.10.0 and needs ~2.10.0, but the shell provides 2.9.2.',
    ]);
  });

  it('ignores packages that are not guarded singletons', () => {
    expect(incompatibilities([{ name: 'dayjs', version: '2.0.0', requiredVersion: '^2.0.0' }], shell)).toEqual([]);
  });
});
