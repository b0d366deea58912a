import { entryScript } from './remote-loader.ts';

describe('entryScript', () => {
  it('loads a released remote by the remoteEntry.js URL the registry records', () => {
    expect(entryScript('/remotes/about/1.2.0/remoteEntry.js')).toBe('/remotes/about/1.2.0/remoteEntry.js');
  });

  it('points a registry written with manifest URLs at the script in the same release folder', () => {
    expect(entryScript('/remotes/about/1.1.0/mf-manifest.json')).toBe('/remotes/about/1.1.0/remoteEntry.js');
    expect(entryScript('http://localhost:3001/mf-manifest.json')).toBe('http://localhost:3001/remoteEntry.js');
  });
});
