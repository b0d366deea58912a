import type { Registry } from '@site/contracts/types';
import { answerHash, navRevision, planRender, type CurrentInputs, type PageRecord } from './inputs.ts';

const registry: Registry = {
  schemaVersion: 1,
  remotes: {
    about: {
      version: '1.0.0',
      entry: '/remotes/about/1.0.0/remoteEntry.js',
      basePaths: ['/about-us'],
      routes: ['/about-us/leadership'],
      nav: {
        title: 'About Us',
        url: '/about-us/leadership',
        order: 1,
        items: [{ title: 'Leadership', url: '/about-us/leadership' }],
      },
    },
    newsContact: { version: '2.0.0', entry: '/remotes/newsContact/2.0.0/remoteEntry.js', basePaths: ['/news'] },
  },
};

const physicians = [{ full_name: 'Ada Example, MD' }];
const current: CurrentInputs = {
  shell: 'shell-1',
  nav: navRevision(registry),
  versions: { about: '1.0.0', newsContact: '2.0.0' },
  data: { '/api/settings': 'settings-1', '/api/physicians': answerHash(physicians), '/api/news/': 'news-1' },
};

/** A stored page rendered from the current inputs; override what the test is about. */
const page = (inputs: Partial<PageRecord['inputs']> = {}, kind: PageRecord['kind'] = 'rendered'): PageRecord => ({
  file: 'x/index.html',
  kind,
  rendered_at: '2026-11-24T10:00:00.000Z',
  inputs: {
    shell: current.shell,
    nav: current.nav,
    remotes: {},
    data: { '/api/settings': 'settings-1' },
    ...inputs,
  },
});

const stored: Record<string, PageRecord> = {
  '/': page({ remotes: { newsContact: '2.0.0' }, data: { '/api/settings': 'settings-1', '/api/news/': 'news-1' } }),
  '/about-us/leadership': page({
    remotes: { about: '1.0.0' },
    data: { '/api/settings': 'settings-1', '/api/physicians': answerHash(physicians) },
  }),
  '/news': page({ remotes: { newsContact: '2.0.0' }, data: { '/api/settings': 'settings-1', '/api/news/': 'news-1' } }),
};
const wanted = Object.keys(stored);
const rendered = (plan: ReturnType<typeof planRender>) => plan.render.map((r) => r.path).sort();

describe('planRender', () => {
  it('keeps every page whose recorded inputs are all current', () => {
    expect(planRender(stored, wanted, current)).toEqual({ keep: wanted, render: [], drop: [] });
  });

  it('renders only the pages that loaded a released remote', () => {
    const plan = planRender(stored, wanted, { ...current, versions: { ...current.versions, newsContact: '2.1.0' } });
    expect(rendered(plan)).toEqual(['/', '/news']);
    expect(plan.render[0]!.reason).toBe('newsContact 2.0.0 → 2.1.0');
  });

  it('renders only the pages that read an API answer that changed', () => {
    const edited = [{ full_name: 'Ada Example, MD, PhD' }];
    const plan = planRender(stored, wanted, {
      ...current,
      data: { ...current.data, '/api/physicians': answerHash(edited) },
    });
    expect(plan.render).toEqual([{ path: '/about-us/leadership', reason: 'data /api/physicians' }]);
  });

  it('renders every page when the menus, the shell build or the settings change', () => {
    const withPage = structuredClone(registry);
    withPage.remotes.about!.nav!.items.push({ title: 'Press Room', url: '/about-us/press-room' });
    expect(rendered(planRender(stored, wanted, { ...current, nav: navRevision(withPage) }))).toEqual(wanted.sort());
    expect(planRender(stored, wanted, { ...current, shell: 'shell-2' }).render).toHaveLength(3);
    expect(
      planRender(stored, wanted, { ...current, data: { ...current.data, '/api/settings': 's2' } }).render,
    ).toHaveLength(3);
  });

  it('adds new pages and drops pages the site no longer has', () => {
    const plan = planRender(stored, ['/', '/about-us/leadership', '/about-us/press-room'], current);
    expect(plan.render).toEqual([{ path: '/about-us/press-room', reason: 'new page' }]);
    expect(plan.drop).toEqual(['/news']);
  });

  it('renders again a page whose last render failed (the browser renders it meanwhile)', () => {
    const shellOnly = { ...stored, '/news': page({}, 'shell') };
    expect(planRender(shellOnly, wanted, current).render).toEqual([{ path: '/news', reason: 'not rendered yet' }]);
  });

  it('reads an API answer it can no longer fetch as changed', () => {
    const { ['/api/news/']: _gone, ...data } = current.data;
    expect(rendered(planRender(stored, wanted, { ...current, data }))).toEqual(['/', '/news']);
  });
});

describe('navRevision', () => {
  it('ignores versions and release times, which do not change menus', () => {
    const released = structuredClone(registry);
    released.remotes.about!.version = '1.1.0';
    released.remotes.about!.previous = { version: '1.0.0', entry: '/remotes/about/1.0.0/remoteEntry.js' };
    expect(navRevision(released)).toBe(navRevision(registry));
  });
});
