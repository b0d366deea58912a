import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../paths.ts';
import { registryEntry, writeRegistryEntry } from './registry-entry.ts';

const section = {
  basePaths: ['/about-us'],
  nav: {
    title: 'About Us',
    url: '/about-us/team',
    order: 1,
    items: [{ title: 'Team', url: '/about-us/team' }],
  },
};

describe('registryEntry', () => {
  it('carries the section and the route paths under the federation name', () => {
    expect(registryEntry('about', section, ['/about-us/team'])).toEqual({
      name: 'about',
      basePaths: ['/about-us'],
      routes: ['/about-us/team'],
      nav: section.nav,
    });
  });

  it('refuses a menu or footer link to a path no route serves, and a route outside the base paths', () => {
    expect(() =>
      registryEntry('about', { ...section, footerLinks: [{ title: 'Gone', url: '/about-us/gone' }] }, [
        '/about-us/team',
        '/elsewhere',
      ]),
    ).toThrow(
      'about: the link "Gone" goes to /about-us/gone, which no route serves; the route /elsewhere is outside the base paths /about-us.',
    );
  });
});

describe('writeRegistryEntry', () => {
  let out: string;
  beforeEach(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'registry-entry-'));
  });
  afterEach(() => rm(out, { recursive: true, force: true }));

  it("reads a real remote's routes.tsx in Node and writes what release puts in the registry", async () => {
    const entry = writeRegistryEntry(path.join(ROOT, 'mfe-about'), out);
    expect(JSON.parse(await readFile(path.join(out, 'registry-entry.json'), 'utf8'))).toEqual(entry);
    expect(entry).toMatchObject({ name: 'about', basePaths: ['/about-us'] });
    expect(entry.routes).toContain('/about-us/meet-our-team');
    expect(entry.nav?.items.map((item) => item.url)).toEqual(entry.routes);
  });

  it('writes no menu and no routes for the admin remote, whose pages are not public', () => {
    expect(writeRegistryEntry(path.join(ROOT, 'mfe-admin'), out)).toEqual({ name: 'admin', basePaths: ['/admin'] });
  });
});
