import type { Registry } from '@site/contracts/types';
import { remoteForPath } from './remote-for-path.ts';

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
