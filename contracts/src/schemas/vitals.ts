import { z } from 'zod';
import { VERSION_MAX_LENGTH, VERSION_PATTERN } from './registry-entry.ts';

/**
 * Real-user Web Vitals (docs/design.md#web-vitals): what the shell reports for one page view of a remote's
 * page, and what the admin reads back per remote, version, lane, metric and hour.
 */

/** The metrics measured: Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, Time to First Byte. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * The largest value accepted per metric: milliseconds for LCP, INP and TTFB (two minutes), a unitless score for
 * CLS. A larger value is a broken measurement or a made-up report, and is refused rather than stored.
 */
export const VITAL_MAX: Readonly<Record<VitalMetric, number>> = { LCP: 120_000, INP: 120_000, TTFB: 120_000, CLS: 50 };

/** At most this many metrics in one report: one page view reports each metric once. */
export const VITALS_PER_BATCH = VITAL_METRICS.length;

/** Largest report body the API reads, in bytes. */
export const VITALS_BODY_LIMIT = 8 * 1024;

/** The lanes a report is counted in: the version visitors get, or the canary on trial (docs/design.md#releases). */
export const VITAL_LANES = ['stable', 'canary'] as const;
export type VitalLane = (typeof VITAL_LANES)[number];

const vitalSchema = z.strictObject({
  name: z.enum(VITAL_METRICS),
  value: z.number().finite().min(0),
});

/**
 * One page view's metrics, as the shell posts them to `POST /api/vitals`: the remote that owns the page and the
 * version it ran, the page's route pattern (`/news/:id`, never the address itself), and each metric at most
 * once with a value in 0..VITAL_MAX.
 */
export const vitalsReportSchema = z
  .strictObject({
    remote: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'Not a remote name.'),
    version: z.string().max(VERSION_MAX_LENGTH).regex(VERSION_PATTERN, 'Not a version.'),
    route: z
      .string()
      .max(200)
      .regex(/^\/[^\s?#]*$/, 'A route pattern starting with /.'),
    metrics: z.array(vitalSchema).min(1).max(VITALS_PER_BATCH),
  })
  .superRefine((report, context) => {
    const seen = new Set<string>();
    report.metrics.forEach((metric, index) => {
      if (metric.value > VITAL_MAX[metric.name]) {
        context.addIssue({ code: 'custom', path: ['metrics', index, 'value'], message: 'Out of range.' });
      }
      if (seen.has(metric.name)) {
        context.addIssue({ code: 'custom', path: ['metrics', index, 'name'], message: 'Reported twice.' });
      }
      seen.add(metric.name);
    });
  });
export type VitalsReport = z.output<typeof vitalsReportSchema>;

/** The admin's query: one remote, or every remote without it. */
export const vitalsQuerySchema = z.strictObject({
  remote: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'Not a remote name.')
    .optional(),
});

/** One hour of one metric for one version of a remote in one lane: how many page views and their 75th percentile. */
export const vitalsHourSchema = z.object({
  remote: z.string(),
  version: z.string(),
  lane: z.enum(VITAL_LANES),
  metric: z.enum(VITAL_METRICS),
  /** The hour's start, an ISO time in UTC. */
  hour: z.string(),
  count: z.number().int(),
  /** Milliseconds for LCP, INP and TTFB; the score for CLS; estimated from the histogram within 5 %. */
  p75: z.number(),
});
export type VitalsHour = z.output<typeof vitalsHourSchema>;

/** Reports the API refused or did not count, per remote ('' for a name the registry does not hold) and reason. */
/** Why a Web Vitals report was refused or not counted. */
export const VITALS_IGNORED_REASONS = ['malformed', 'too_large', 'not_live', 'before_release', 'rate_limited'] as const;

export const vitalsIgnoredSchema = z.object({
  remote: z.string(),
  reason: z.enum(VITALS_IGNORED_REASONS),
  count: z.number().int(),
});
export type VitalsIgnored = z.output<typeof vitalsIgnoredSchema>;
export type VitalsIgnoredReason = VitalsIgnored['reason'];

/** What `GET /api/admin/vitals` answers: the hours, newest first, and the counts of reports not stored. */
export const vitalsAnswerSchema = z.object({
  hours: z.array(vitalsHourSchema),
  ignored: z.array(vitalsIgnoredSchema),
});
export type VitalsAnswer = z.output<typeof vitalsAnswerSchema>;
