import type { Registry } from './types/registry.ts';
import { registryEntry, remoteForPath, withEntry } from './registry.ts';

const registry: Registry = {
  schemaVersion: 1,
  remotes: {
    patient: { version: '1', entry: '/p', basePaths: ['/patient-information', '/privacy-policy'] },
    news: { version: '1', entry: '/n', basePaths: ['/news'] },
  },
};

describe('remoteForPath', () => {
  it('finds the remote owning a base path or a page below it, in any letter case', () => {
    expect(remoteForPath(registry, '/privacy-policy')?.name).toBe('patient');
    expect(remoteForPath(registry, '/patient-information/locations')?.name).toBe('patient');
    expect(remoteForPath(registry, '/NEWS/3')?.name).toBe('news');
  });

  it('does not match a path that only starts with the same letters', () => {
    expect(remoteForPath(registry, '/newsletter')).toBeUndefined();
    expect(remoteForPath(registry, '/')).toBeUndefined();
  });
});

describe('registry lookups', () => {
  it('find only the registry’s own remotes, never a name inherited from Object', () => {
    expect(registryEntry(registry, 'news')?.basePaths).toEqual(['/news']);
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(registryEntry(registry, name)).toBeUndefined();
    }
  });

  it('give a new registry with an entry replaced, leaving the one given as it was', () => {
    const changed = withEntry(registry, 'news', { version: '2', entry: '/n2', basePaths: ['/news'] });
    expect(registryEntry(changed, 'news')?.version).toBe('2');
    expect(registryEntry(registry, 'news')?.version).toBe('1');
    expect(registryEntry(changed, 'patient')).toBe(registryEntry(registry, 'patient'));
  });
});
