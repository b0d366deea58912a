/**
 * The publishing job (docs/design.md#product-decisions): in every API instance, a timer that makes due scheduled
 * stories public and notices the billing alert's window opening or closing, queueing a render for each so the
 * stored pages follow. Its state lives in the database (a story's `status` and `publish_at`, the settings'
 * days), so a restart loses no schedule. Registered after the database and the render queue, so on close the
 * timer stops and a pass in flight finishes before the database shuts (the mail outbox's lifecycle).
 */
import { and, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { news, settings } from '../db/schema.ts';
import { recordAudit, SCHEDULER } from '../admin/lib/audit.ts';
import { recordRevision } from '../admin/lib/revisions.ts';
import { billingAlertShown } from '../lib/billing-alert.ts';
import { isoInstant, practiceDateTime, practiceDay } from '../lib/practice-time.ts';
import { enqueueRender } from './render-queue.ts';
import { periodicPass } from './periodic-pass.ts';

/** Milliseconds between passes by default: a story goes live at most this long (plus a pass) after its time. */
export const SCHEDULE_INTERVAL_MS = 15_000;

/** A story a pass made public. */
interface PublishedStory {
  id: number;
  title: string;
  /** When it was scheduled for, ISO 8601 in UTC. */
  publish_at: string;
  /** Its published date now: the practice's day it went live. */
  published_date: string;
}

/** What one pass did. */
interface ScheduleRun {
  /** The stories this instance published (another instance's pass never returns the same one). */
  published: PublishedStory[];
  /** True when this pass queued a render for the billing alert (its shown state changed, or the first check). */
  billingAlertQueued: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs one pass of the publishing job now and resolves with what it did; a timer calls it every
     * `intervalMs`, tests call it directly. Calls never overlap within the process. Rejects only when the
     * database fails; nothing is published then (each story goes live in one transaction with its log line).
     */
    runSchedule(): Promise<ScheduleRun>;
  }
}

/** What the schedule plugin takes. */
export interface ScheduleWorkerOptions {
  /** Milliseconds between timed passes; 0: no timer (runSchedule is called by hand). */
  intervalMs: number;
}

/**
 * Publishes every scheduled story whose `publish_at` has passed, on the database's clock, and returns them.
 * The status changes in one UPDATE guarded by `status = 'scheduled'`: when two instances run it at once,
 * PostgreSQL makes the second wait for the first's row lock and re-check the guard, which then fails, so only
 * one update returns the story and only that instance audits it and queues its render. Its published date
 * becomes `day`, the practice's day it went live (the day staff saw while it was scheduled, unless the job
 * ran late past midnight). In the same transaction: the story's revision from before (action 'publish'), an
 * audit line by SCHEDULER and a render job naming the story, so a crash leaves all of them or none.
 */
export async function publishDueStories(db: Database, day: string = practiceDay()): Promise<PublishedStory[]> {
  return db.transaction(async (tx) => {
    // The values before the update, for the revision: RETURNING gives only the new row.
    const due = tx.$with('due').as(
      tx
        .select({ id: news.id, previous_date: sql<string>`${news.published_date}`.as('previous_date') })
        .from(news)
        .where(and(eq(news.status, 'scheduled'), lte(news.publish_at, sql`now()`))),
    );
    const rows = await tx
      .with(due)
      .update(news)
      .set({ status: 'published', published_date: day })
      .from(due)
      .where(and(eq(news.id, due.id), eq(news.status, 'scheduled')))
      .returning({ ...getTableColumns(news), previous_date: due.previous_date });
    const published: PublishedStory[] = [];
    for (const { previous_date, ...story } of rows) {
      const publish_at = isoInstant(story.publish_at)!;
      const before = { ...story, publish_at, status: 'scheduled', published_date: previous_date };
      await recordRevision(tx, SCHEDULER, { entity: 'news', entityId: story.id, action: 'publish', values: before });
      await recordAudit(tx, SCHEDULER, {
        action: 'publish',
        entity: 'news',
        entityId: story.id,
        summary: `${story.title}: scheduled for ${practiceDateTime(publish_at)} (New York time)`,
      });
      await enqueueRender(tx, `publish news ${story.id} “${story.title}”`);
      published.push({ id: story.id, title: story.title, publish_at, published_date: story.published_date });
    }
    return published;
  });
}

/** The billing alert's first and last day; undefined while no settings exist. */
async function readAlertWindow(db: Database) {
  const [window] = await db
    .select({
      billing_alert_starts_on: settings.billing_alert_starts_on,
      billing_alert_ends_on: settings.billing_alert_ends_on,
    })
    .from(settings)
    .where(eq(settings.id, 1));
  return window;
}

async function scheduleWorkerPlugin(app: FastifyInstance, options: ScheduleWorkerOptions): Promise<void> {
  const { intervalMs } = options;
  // The alert's shown state at the previous pass; undefined before the first.
  let alertShown: boolean | undefined;

  async function pass(stopping: () => boolean): Promise<ScheduleRun> {
    const run: ScheduleRun = { published: [], billingAlertQueued: false };
    if (stopping()) return run;
    run.published = await publishDueStories(app.db);
    for (const story of run.published) {
      app.log.info({ news: story.id, publishAt: story.publish_at }, 'published a scheduled story');
    }

    const window = await readAlertWindow(app.db);
    // The public settings answer follows the day (lib/billing-alert.ts), but the stored pages follow only a
    // render: queue one when the state turns. At the first check the state the pages were rendered with is
    // unknown (the site may have been down when a window opened or closed), so queue once then too, unless no
    // window is set and the state can never turn. Every instance queues its own; the renderer renders nothing
    // when no recorded answer changed.
    if (window) {
      const shown = billingAlertShown(window);
      const first = alertShown === undefined;
      const canTurn = window.billing_alert_starts_on !== null || window.billing_alert_ends_on !== null;
      if (first ? canTurn : shown !== alertShown) {
        await enqueueRender(app.db, `billing alert ${shown ? 'shown' : 'hidden'}${first ? ' (checked at start)' : ''}`);
        run.billingAlertQueued = true;
      }
      alertShown = shown;
    }
    if (run.published.length > 0 || run.billingAlertQueued) app.renderJobs.emit('queued');
    return run;
  }

  app.decorate(
    'runSchedule',
    periodicPass(app, {
      intervalMs,
      // One pass at once: a story that fell due while the site was down goes live now, not a period later.
      runAtReady: true,
      failureMessage: 'publishing pass failed',
      pass,
    }),
  );
}

/**
 * The publishing job: decorates `runSchedule` and, with `intervalMs` > 0, runs it at ready and then every
 * `intervalMs` while the app is open. Needs `app.db` and `app.renderJobs`.
 */
export const scheduleWorker = fp(scheduleWorkerPlugin, {
  name: 'schedule-worker',
  dependencies: ['database', 'render-queue'],
});
