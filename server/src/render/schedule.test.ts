import type { Registry } from '@site/shared/types';
import { takeNext } from './schedule.ts';

const remote = (basePaths: string[]) => ({
  version: '1.0.0',
  entry: '/remotes/x/1.0.0/remoteEntry.js',
  basePaths,
  menu: [],
  routes: [],
});
const registry = {
  schemaVersion: 1,
  revision: 1,
  remotes: {
    services: remote(['/services']),
    about: remote(['/about-us']),
    newsContact: remote(['/news', '/contact']),
  },
} as unknown as Registry;

/** Drains `queue` the way one tab does: a new document whenever the next page cannot share the current one. */
function drain(queue: string[]) {
  const documents: string[][] = [];
  let shown = new Set<string>();
  for (let path = takeNext(registry, queue, shown); path; path = takeNext(registry, queue, shown)) {
    const owner = Object.entries(registry.remotes).find(([, r]) => r.basePaths.some((b) => path!.startsWith(b)))?.[0];
    const fits = owner === undefined ? shown.size === 0 : !shown.has(owner);
    if (!fits || documents.length === 0) {
      documents.push([]);
      shown = new Set();
    }
    documents.at(-1)!.push(path);
    if (owner) shown.add(owner);
    else shown.add('(shell)');
  }
  return documents;
}

describe('takeNext', () => {
  it('gives a tab pages of remotes its document has not loaded, the remote with most pages left first', () => {
    const queue = ['/about-us/a', '/services/a', '/services/b', '/news', '/contact'];
    expect(takeNext(registry, queue, new Set())).toBe('/services/a');
    expect(takeNext(registry, queue, new Set(['services']))).toBe('/news');
    expect(takeNext(registry, queue, new Set(['services', 'newsContact']))).toBe('/about-us/a');
    expect(queue).toEqual(['/services/b', '/contact']);
  });

  it("leaves the shell's own pages to a new document, and takes the first path when nothing fits", () => {
    expect(takeNext(registry, ['/', '/services/a'], new Set(['services']))).toBe('/');
    expect(takeNext(registry, ['/', '/news'], new Set(['about']))).toBe('/news');
    expect(takeNext(registry, ['/services/b', '/news'], new Set(['services', 'newsContact']))).toBe('/services/b');
    expect(takeNext(registry, [], new Set())).toBeUndefined();
  });

  it('takes pages any document can show (their files known) after those that need a document of their own', () => {
    const queue = ['/services/a', '/services/b', '/news'];
    const known = new Set(['/services/a']);
    expect(takeNext(registry, queue, new Set(['services', 'newsContact']), known)).toBe('/services/a');
    expect(takeNext(registry, queue, new Set(), known)).toBe('/services/b');
    expect(queue).toEqual(['/news']);
  });

  it('needs no more documents than the largest remote has pages, plus one for the shell', () => {
    const queue = [
      ...['a', 'b', 'c', 'd'].map((p) => `/services/${p}`),
      '/about-us/a',
      '/about-us/b',
      '/news',
      '/contact',
      '/',
    ];
    const documents = drain([...queue]);
    expect(documents.flat().sort()).toEqual([...queue].sort());
    expect(documents.length).toBeLessThanOrEqual(5);
  });
});
