import type { Registry } from '@site/contracts/types';
import { buildSettings } from '@site/test-support/builders';
import { applyDevOverrides, DEV_MODE_PATH } from './dev-overrides.ts';
import { OVERRIDES_KEY } from './overrides-key.ts';
import { readSiteData } from './site-data.ts';

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

describe('readSiteData with mf-overrides in localStorage', () => {
  const settings = buildSettings();
  /** A stored page's document: the registry and settings inlined, as the renderer writes them. */
  const page = () => {
    const doc = document.implementation.createHTMLDocument('page');
    const data = doc.createElement('script');
    data.id = 'site-data';
    data.type = 'application/json';
    data.textContent = JSON.stringify({ registry, settings });
    doc.body.append(data);
    return doc;
  };
  /** fetch as a server answers it: `/_site/dev` is 200 only in development; anything else is unexpected. */
  const serve = (devMode: boolean) =>
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (String(input) !== DEV_MODE_PATH) throw new Error(`unexpected fetch ${String(input)}`);
      return new Response(devMode ? '{"devMode":true}' : 'not found', { status: devMode ? 200 : 404 });
    });
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('ignores an override on a production page, with one console warning', async () => {
    serve(false);
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ about: 'https://evil.example/remoteEntry.js' }));
    const { registry: used } = await readSiteData(page());
    expect(used.remotes.about).toEqual(registry.remotes.about);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/mf-overrides ignored/);
  });

  it('ignores an override when the server cannot be asked, as in production', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ about: 'http://localhost:3001/remoteEntry.js' }));
    expect((await readSiteData(page())).registry.remotes.about!.version).toBe('1.2.0');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('honours a localhost override on a page served in development', async () => {
    const fetched = serve(true);
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ about: 'http://localhost:3001/remoteEntry.js' }));
    const { registry: used } = await readSiteData(page());
    expect(used.remotes.about).toMatchObject({ version: 'dev', entry: 'http://localhost:3001/remoteEntry.js' });
    expect(fetched).toHaveBeenCalledWith(DEV_MODE_PATH, { cache: 'no-store' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops an override to another host even in development, with one console warning', async () => {
    serve(true);
    localStorage.setItem(
      OVERRIDES_KEY,
      JSON.stringify({ about: 'https://evil.example/remoteEntry.js', services: 'http://127.0.0.1:3002/x.js' }),
    );
    const { registry: used } = await readSiteData(page());
    expect(used.remotes.about).toEqual(registry.remotes.about);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('asks the server nothing when no override is set', async () => {
    const fetched = serve(false);
    await readSiteData(page());
    expect(fetched).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
