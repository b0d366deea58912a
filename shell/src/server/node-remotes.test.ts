/** @jest-environment node */
import { createInstance } from '@module-federation/enhanced/runtime';
import type { Registry } from '@site/contracts/types';
import { nodeRemotes } from './node-remotes.ts';

/** A federation container (init, get) whose `./routes` answers `routes`, or whose get fails with `error`. */
function container(routes: unknown, error?: Error) {
  return {
    init: async () => undefined,
    get: async () => {
      if (error) throw error;
      return () => ({ routes });
    },
  };
}

const registry: Registry = {
  schemaVersion: 1,
  remotes: {
    about: {
      version: '2.0.0',
      entry: '/remotes/about/2.0.0/remoteEntry.js',
      basePaths: ['/about-us'],
      previous: { version: '1.0.0', entry: '/remotes/about/1.0.0/remoteEntry.js' },
    },
    education: { version: '1.0.0', entry: '/remotes/education/1.0.0/remoteEntry.js', basePaths: ['/education'] },
  },
};

// What Module Federation's runtime throws in a container whose `@site/shared` the host's does not satisfy.
const refused = new Error(
  'Version 1.0.0-aaaa from shell of shared singleton module @site/shared does not satisfy the requirement of about which needs 1.0.0-bbbb',
);

describe("a remote's modules in Node", () => {
  it('come from the previous version when the registry’s fails as its module loads, once per process', async () => {
    const containers: Record<string, ReturnType<typeof container>> = {
      '/remotes/about/2.0.0/remoteEntry.js': container(['2.0.0'], refused),
      '/remotes/about/1.0.0/remoteEntry.js': container(['1.0.0']),
      '/remotes/education/1.0.0/remoteEntry.js': container(['education'], refused),
    };
    const asked: string[] = [];
    const instance = createInstance({ name: 'shell-node-remotes-test', remotes: [] });
    const load = nodeRemotes(
      registry,
      async (name, entry) => {
        asked.push(`${name} ${entry}`);
        return { container: containers[entry], publicPath: `${entry.replace(/remoteEntry\.js$/, '')}` };
      },
      instance,
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(load('about', 'routes')).resolves.toEqual({ routes: ['1.0.0'] });
      await expect(load('about', 'routes')).resolves.toEqual({ routes: ['1.0.0'] });
      // With no previous version, the failure stands.
      await expect(load('education', 'routes')).rejects.toThrow('does not satisfy the requirement');
    } finally {
      warn.mockRestore();
    }
    expect(asked).toEqual([
      'about /remotes/about/2.0.0/remoteEntry.js',
      'about /remotes/about/1.0.0/remoteEntry.js',
      'education /remotes/education/1.0.0/remoteEntry.js',
    ]);
  });
});
