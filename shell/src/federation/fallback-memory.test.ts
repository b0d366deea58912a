import type { Registry } from '@site/shared';
import { applyBrokenVersions, rememberBrokenVersion } from './fallback-memory.ts';

const registry: Registry = {
  schemaVersion: 1,
  remotes: {
    about: {
      version: '2.0.0',
      entry: '/remotes/about/2.0.0/remoteEntry.js',
      basePaths: ['/about-us'],
      previous: { version: '1.9.0', entry: '/remotes/about/1.9.0/remoteEntry.js' },
    },
  },
};

describe('last-known-good for this visitor', () => {
  beforeEach(() => sessionStorage.clear());

  it('swaps a remote whose current version failed for its previous version', () => {
    rememberBrokenVersion('about', '2.0.0');
    expect(applyBrokenVersions(registry).remotes.about).toMatchObject({
      version: '1.9.0',
      entry: '/remotes/about/1.9.0/remoteEntry.js',
      basePaths: ['/about-us'],
    });
  });

  it('leaves a remote alone once a newer version has been released', () => {
    rememberBrokenVersion('about', '1.5.0');
    expect(applyBrokenVersions(registry)).toEqual(registry);
  });

  it('changes nothing when nothing failed', () => {
    expect(applyBrokenVersions(registry)).toEqual(registry);
  });
});
