import type { Registry } from '@site/shared';
import { applyDevOverrides } from './site-data.ts';

const registry: Registry = {
  schemaVersion: 1,
  remotes: {
    about: {
      version: '1.2.0',
      entry: '/remotes/about/1.2.0/remoteEntry.js',
      basePaths: ['/about-us'],
      previous: { version: '1.1.0', entry: '/remotes/about/1.1.0/remoteEntry.js' },
    },
  },
};

describe('applyDevOverrides', () => {
  it('points a named remote at its dev server and drops its fallback version', () => {
    const result = applyDevOverrides(registry, { about: 'http://localhost:3001/remoteEntry.js' });
    expect(result.remotes.about).toMatchObject({ version: 'dev', entry: 'http://localhost:3001/remoteEntry.js' });
    expect(result.remotes.about!.previous).toBeUndefined();
    expect(registry.remotes.about!.version).toBe('1.2.0');
  });

  it('ignores names the registry does not know', () => {
    expect(applyDevOverrides(registry, { billing: 'http://localhost:9/x.json' })).toEqual(registry);
  });
});
