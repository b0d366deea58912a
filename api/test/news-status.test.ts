import './test-support/vm-modules.ts';
import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminNewsItem, AuditEntry } from '@site/contracts/schemas';
import type { NewsItem, SiteSettings } from '@site/contracts/types';
import { buildSettings } from '@site/test-support/builders';
import { waitFor } from '@site/test-support/wait-for';
import { news, render_jobs } from '../src/db/schema.ts';
import { practiceDay } from '../src/lib/practice-time.ts';
import { publishDueStories } from '../src/ops/schedule-worker.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { addUser, callerWith, postLogin, sessionCookie, signedIn } from './test-support/admin.ts';
import type { AdminCaller } from './test-support/admin.ts';
import { buildNewsItem, buildSeedContent } from './test-support/builders.ts';
import { opsDatabase } from './test-support/ops.ts';
import { createTestApp, onPostgres, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * News status and scheduled publishing (docs/design.md#product-decisions): drafts and scheduled stories appear
 * nowhere public; a scheduled story goes live by the publishing job, once, audited and re-rendered, across a
 * restart and with two instances; the billing alert shows only between its first and last day.
 */
jest.setTimeout(SETUP_TIMEOUT_MS);

const ALREADY_PUBLIC = buildNewsItem({ title: 'Already public', published_date: '2026-01-15' });

let testApp: TestApp;
let editor: AdminCaller;
let admin: AdminCaller;
beforeAll(async () => {
  // No timer: each test runs the job's passes itself, so nothing publishes behind its back.
  testApp = await createTestApp(buildSeedContent({ news: [ALREADY_PUBLIC] }), { mail: null, scheduleIntervalMs: 0 });
  ({ call: editor } = await signedIn(testApp.app, 'editor'));
  ({ call: admin } = await signedIn(testApp.app, 'admin'));
});
afterAll(() => testApp?.close());

const app = () => testApp.app;
const publicGet = (url: string) => app().inject({ method: 'GET', url });
const publicTitles = async () => ((await publicGet('/api/news/')).json() as NewsItem[]).map((item) => item.title);

/** A moment `minutes` from now, as the admin screen sends it (ISO 8601 in UTC). */
const fromNow = (minutes: number) => dayjs().add(minutes, 'minute').toISOString();

const story = (overrides: Record<string, unknown> = {}) => ({
  title: 'A story',
  intro_text: 'A sentence or two.',
  photo_large_caption: null,
  published_date: '2026-11-02',
  full_text: '<p>The story.</p>',
  ...overrides,
});

async function create(caller: AdminCaller, overrides: Record<string, unknown>): Promise<AdminNewsItem> {
  const response = await caller('POST', '/api/admin/news', story(overrides));
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** Time passes for one story: its publish_at is now a second ago (what waiting until then would do). */
const makeDue = (db: FastifyInstance['db'], id: number) =>
  db.execute(sql`update news set publish_at = now() - interval '1 second' where id = ${id}`);

const renderReasons = async (db: FastifyInstance['db']) =>
  (await db.select({ reason: render_jobs.reason }).from(render_jobs)).map((row) => row.reason);

async function auditOf(caller: AdminCaller, id: number): Promise<AuditEntry[]> {
  const { items } = (await caller('GET', '/api/admin/audit?offset=0&limit=200')).json() as { items: AuditEntry[] };
  return items.filter((entry) => entry.entity === 'news' && entry.entity_id === id);
}

describe('a story’s status', () => {
  it('keeps drafts and scheduled stories out of the public list, which Home, /news and the sitemap read', async () => {
    const draft = await create(editor, { title: 'Draft story', status: 'draft' });
    const scheduled = await create(editor, { title: 'Scheduled story', status: 'scheduled', publish_at: fromNow(60) });
    const published = await create(editor, { title: 'Published story', status: 'published' });
    expect([draft.status, scheduled.status, published.status]).toEqual(['draft', 'scheduled', 'published']);

    // The renderer lists /news/{id} pages in the sitemap from exactly this answer (server/src/render/renderer.ts).
    const titles = await publicTitles();
    expect(titles).toContain('Published story');
    expect(titles).toContain('Already public');
    expect(titles).not.toContain('Draft story');
    expect(titles).not.toContain('Scheduled story');
  });

  it('answers a draft’s or a scheduled story’s id as it answers an unknown one: 404, so /news/{id} is not found', async () => {
    const draft = await create(editor, { title: 'Hidden draft', status: 'draft' });
    const scheduled = await create(editor, {
      title: 'Hidden until later',
      status: 'scheduled',
      publish_at: fromNow(60),
    });
    const unknown = await publicGet('/api/news/?id=999999');
    for (const id of [draft.id, scheduled.id]) {
      for (const url of [`/api/news/?id=${id}`, `/api/news?id=${id}`]) {
        const response = await publicGet(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: { ...unknown.json().error, message: `There is no news item with id ${id}.` },
        });
      }
    }
  });

  it('lists every story with its status for staff, and scheduled ones soonest first in the Scheduled view', async () => {
    const later = await create(editor, { title: 'Goes live later', status: 'scheduled', publish_at: fromNow(300) });
    const sooner = await create(editor, { title: 'Goes live sooner', status: 'scheduled', publish_at: fromNow(120) });
    const all = (await editor('GET', '/api/admin/news')).json() as AdminNewsItem[];
    expect(all.find((item) => item.title === 'Already public')).toMatchObject({
      status: 'published',
      publish_at: null,
    });
    expect(all.find((item) => item.id === later.id)).toMatchObject({
      status: 'scheduled',
      publish_at: later.publish_at,
    });

    const scheduled = (await editor('GET', '/api/admin/news?status=scheduled')).json() as AdminNewsItem[];
    expect(scheduled.every((item) => item.status === 'scheduled')).toBe(true);
    const ids = scheduled.map((item) => item.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    const times = scheduled.map((item) => Date.parse(item.publish_at!));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const drafts = (await editor('GET', '/api/admin/news?status=draft')).json() as AdminNewsItem[];
    expect(drafts.map((item) => item.status)).toEqual(drafts.map(() => 'draft'));
    expect((await editor('GET', '/api/admin/news?status=pending')).statusCode).toBe(400);
  });

  it('refuses to schedule without a time, or at a time that has passed, with a message on the field', async () => {
    const past = await editor('POST', '/api/admin/news', story({ status: 'scheduled', publish_at: fromNow(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { publish_at: 'Choose a date and time in the future.' },
    });
    const missing = await editor('POST', '/api/admin/news', story({ status: 'scheduled', publish_at: '' }));
    expect(missing.json().error.fields).toEqual({ publish_at: 'Enter the date and time to publish the story.' });

    const draft = await create(editor, { title: 'Still a draft', status: 'draft' });
    const refused = await editor(
      'PUT',
      `/api/admin/news/${draft.id}`,
      story({ title: 'Still a draft', status: 'scheduled', publish_at: '2020-01-01T12:00:00Z' }),
    );
    expect(refused.statusCode).toBe(400);
    expect((await editor('GET', `/api/admin/news/${draft.id}`)).json()).toMatchObject({ status: 'draft' });
  });

  it('gives a scheduled story the practice’s day it goes live as its date, whatever date the form carried', async () => {
    // 23:30 in New York is the next day in UTC: the date must be New York's.
    const at = dayjs().add(2, 'day').format('YYYY-MM-DD');
    const publishAt = `${at}T23:30:00-05:00`;
    const scheduled = await create(editor, {
      status: 'scheduled',
      publish_at: publishAt,
      published_date: '2001-01-01',
    });
    expect(scheduled.published_date).toBe(practiceDay(publishAt));
    expect(scheduled.publish_at).toBe(new Date(publishAt).toISOString());
  });

  it('publishes at once when staff set Published: the story is public with the date they gave', async () => {
    const draft = await create(admin, { title: 'Ready now', status: 'draft' });
    const saved = await admin(
      'PUT',
      `/api/admin/news/${draft.id}`,
      story({ title: 'Ready now', status: 'published', published_date: '2026-11-20' }),
    );
    expect(saved.json()).toMatchObject({ status: 'published', published_date: '2026-11-20', publish_at: null });
    expect((await publicGet(`/api/news/?id=${draft.id}`)).json()).toMatchObject({
      title: 'Ready now',
      published_date: '2026-11-20',
    });

    // And back to a draft: it leaves the public answers at once.
    await admin('PUT', `/api/admin/news/${draft.id}`, story({ title: 'Ready now', status: 'draft' }));
    expect((await publicGet(`/api/news/?id=${draft.id}`)).statusCode).toBe(404);
  });

  it('lets editors and admins schedule and publish; without a session nothing is answered', async () => {
    const byEditor = await create(editor, { status: 'scheduled', publish_at: fromNow(90) });
    const byAdmin = await admin(
      'PUT',
      `/api/admin/news/${byEditor.id}`,
      story({ status: 'scheduled', publish_at: fromNow(95) }),
    );
    expect(byAdmin.statusCode).toBe(200);
    expect((await editor('GET', '/api/admin/news?status=scheduled')).statusCode).toBe(200);
    const anonymous = callerWith(app());
    expect((await anonymous('GET', '/api/admin/news?status=scheduled')).statusCode).toBe(401);
    expect((await anonymous('POST', '/api/admin/news', story({ status: 'published' }))).statusCode).toBe(401);
  });
});

describe('the publishing job', () => {
  it('publishes a due story once: public, dated the day it went live, audited by the scheduler, one render', async () => {
    const scheduled = await create(editor, { title: 'Goes live now', status: 'scheduled', publish_at: fromNow(60) });
    await app().runSchedule();
    expect(await publicTitles()).not.toContain('Goes live now');

    await makeDue(app().db, scheduled.id);
    await app().db.delete(render_jobs);
    const dayBefore = practiceDay();
    const run = await app().runSchedule();
    const dayAfter = practiceDay();
    expect(run.published.map((item) => item.id)).toEqual([scheduled.id]);
    expect((await app().runSchedule()).published).toEqual([]);

    const live = (await publicGet(`/api/news/?id=${scheduled.id}`)).json() as NewsItem;
    expect(live.title).toBe('Goes live now');
    expect([dayBefore, dayAfter]).toContain(live.published_date);
    expect((await editor('GET', `/api/admin/news/${scheduled.id}`)).json()).toMatchObject({ status: 'published' });

    expect(await renderReasons(app().db)).toEqual([`publish news ${scheduled.id} “Goes live now”`]);
    const published = (await auditOf(admin, scheduled.id)).filter((entry) => entry.action === 'publish');
    expect(published).toEqual([
      expect.objectContaining({
        user_email: 'scheduler',
        summary: expect.stringMatching(/^Goes live now: scheduled for /),
      }),
    ]);
  });

  it('never publishes one story twice when passes race on one database', async () => {
    const stories = await Promise.all(
      [1, 2, 3].map((n) => create(editor, { title: `Race ${n}`, status: 'scheduled', publish_at: fromNow(60) })),
    );
    for (const item of stories) await makeDue(app().db, item.id);
    const runs = await Promise.all([
      publishDueStories(app().db),
      publishDueStories(app().db),
      publishDueStories(app().db),
    ]);
    const ids = runs.flatMap((run) => run.map((item) => item.id)).sort((a, b) => a - b);
    expect(ids).toEqual(stories.map((item) => item.id).sort((a, b) => a - b));
    for (const item of stories) {
      expect((await auditOf(admin, item.id)).filter((entry) => entry.action === 'publish')).toHaveLength(1);
    }
  });

  it('publishes a story that fell due across a restart, from the timer of the new instance', async () => {
    const database = await opsDatabase();
    try {
      const first = await database.start({ scheduleIntervalMs: 0 });
      await seedIfEmpty(first.db, buildSeedContent({ news: [] }));
      const { user, password } = await addUser(first, { role: 'editor' });
      const call = callerWith(first, sessionCookie(await postLogin(first, user.email, password)));
      const scheduled = (
        await call(
          'POST',
          '/api/admin/news',
          story({ title: 'After the restart', status: 'scheduled', publish_at: fromNow(60) }),
        )
      ).json() as AdminNewsItem;
      await makeDue(first.db, scheduled.id);
      await first.close();

      const second = await database.start({ scheduleIntervalMs: 25 });
      await second.ready();
      const live = await waitFor(
        async () => {
          const response = await second.inject({ method: 'GET', url: `/api/news/?id=${scheduled.id}` });
          return response.statusCode === 200 && (response.json() as NewsItem);
        },
        { timeoutMs: 20_000, what: 'the scheduled story to go live after the restart' },
      );
      expect(live.title).toBe('After the restart');
      expect(await renderReasons(second.db)).toContain(`publish news ${scheduled.id} “After the restart”`);
    } finally {
      await database.cleanUp();
    }
  });
});

// Two API instances on one PostgreSQL (README "Running on more than one machine"). PGlite belongs to one
// process, so this part runs on PostgreSQL only, as CI runs the suite; the race above runs on both.
const describeOnPostgres = onPostgres ? describe : describe.skip;
describeOnPostgres('two instances on one database', () => {
  it('publish each due story once: one audit line and one render job each, whichever instance took it', async () => {
    const database = await opsDatabase();
    try {
      // Both timers run, as in production, only faster.
      const [a, b] = await Promise.all([
        database.start({ scheduleIntervalMs: 10 }),
        database.start({ scheduleIntervalMs: 10 }),
      ]);
      await seedIfEmpty(a.db, buildSeedContent({ news: [] }));
      await Promise.all([a.ready(), b.ready()]);
      const { user, password } = await addUser(a, { role: 'admin' });
      const call = callerWith(b, sessionCookie(await postLogin(a, user.email, password)));
      const stories: AdminNewsItem[] = [];
      for (let n = 0; n < 12; n += 1) {
        const response = await call(
          'POST',
          '/api/admin/news',
          story({ title: `Shared ${n}`, status: 'scheduled', publish_at: fromNow(60) }),
        );
        stories.push(response.json());
      }
      await a.db.delete(render_jobs);
      await a.db.execute(sql`update news set publish_at = now() - interval '1 second' where status = 'scheduled'`);

      await waitFor(async () => (await a.db.$count(news, sql`${news.status} = 'scheduled'`)) === 0, {
        timeoutMs: 20_000,
        what: 'every story to be published',
      });
      // A pass still running on either instance finishes before these do (passes chain within an instance).
      await Promise.all([a.runSchedule(), b.runSchedule()]);

      const reasons = await renderReasons(a.db);
      for (const item of stories) {
        expect(reasons.filter((reason) => reason.startsWith(`publish news ${item.id} `))).toHaveLength(1);
        expect((await auditOf(call, item.id)).filter((entry) => entry.action === 'publish')).toHaveLength(1);
      }
    } finally {
      await database.cleanUp();
    }
  });
});

describe('the billing alert’s window', () => {
  const today = practiceDay();
  const day = (offset: number) => dayjs(today).add(offset, 'day').format('YYYY-MM-DD');
  const TEXT = buildSettings().billing_alert_text;

  async function saveWindow(starts: string | null, ends: string | null): Promise<void> {
    const stored = (await admin('GET', '/api/admin/settings')).json() as SiteSettings;
    const saved = await admin('PUT', '/api/admin/settings', {
      ...stored,
      billing_alert_starts_on: starts,
      billing_alert_ends_on: ends,
    });
    expect(saved.statusCode).toBe(200);
  }
  const publicAlert = async () => ((await publicGet('/api/settings')).json() as SiteSettings).billing_alert_text;

  it.each([
    ['with no days set', null, null, TEXT],
    ['from its first day, today', 0, null, TEXT],
    ['through its last day, today', null, 0, TEXT],
    ['inside its window', -3, 3, TEXT],
    ['not before its first day', 1, 5, ''],
    ['not after its last day', -5, -1, ''],
  ])('is in the public settings %s', async (_label, starts, ends, expected) => {
    await saveWindow(starts === null ? null : day(starts), ends === null ? null : day(ends));
    expect(await publicAlert()).toBe(expected);
    // Staff still see and edit the text whatever the day.
    expect(((await admin('GET', '/api/admin/settings')).json() as SiteSettings).billing_alert_text).toBe(TEXT);
  });

  it('queues a render when the alert turns on or off, and none while it stays as it was', async () => {
    await saveWindow(day(-1), day(1));
    await app().runSchedule();
    await app().db.delete(render_jobs);
    expect((await app().runSchedule()).billingAlertQueued).toBe(false);

    // The last day passes: the window now ended yesterday.
    await app().db.execute(sql`update settings set billing_alert_ends_on = ${day(-1)}`);
    expect((await app().runSchedule()).billingAlertQueued).toBe(true);
    expect((await app().runSchedule()).billingAlertQueued).toBe(false);
    expect(await renderReasons(app().db)).toEqual(['billing alert hidden']);
    expect(await publicAlert()).toBe('');
  });
});
