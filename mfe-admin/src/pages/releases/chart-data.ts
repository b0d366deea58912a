/**
 * What the Releases screen's charts draw (docs/design.md#releases), kept apart from uPlot so the screen, its
 * table alternatives and the tests need no chart library: the four charts, each lane's value per hour, the
 * lanes' look, and a sentence that sums a chart up for screen readers.
 */
import type { ReleaseEvent, ReleaseSeriesAnswer, SeriesLanePoint, VitalLane } from '@site/contracts/schemas';
import { count, percentage } from './figures.tsx';

const HOUR_MS = 3_600_000;

/** One chart: its title, the lane figure it draws and its samples, and how a value reads. */
export interface ChartKind {
  id: 'errors' | 'LCP' | 'INP' | 'CLS';
  title: string;
  /** The lane's value in an hour, or null when it has none. */
  value: (point: SeriesLanePoint) => number | null;
  /** What the value was computed from in that hour. */
  samples: (point: SeriesLanePoint) => number;
  /** The samples' name as a table's column heads it. */
  samplesName: string;
  /** A value as staff read it, with its unit. */
  format: (value: number) => string;
  /** The lowest top of the value axis, so a chart of zeros or tiny values is not drawn against 0 to 1. */
  axisTop: number;
}

const milliseconds = (value: number) => `${count(Math.round(value))} ms`;

/** The chart of one Web Vital's 75th percentile: `title` names the metric, `axisTop` as ChartKind's. */
function vitalChart(
  id: 'LCP' | 'INP' | 'CLS',
  title: string,
  format: (value: number) => string,
  axisTop: number,
): ChartKind {
  return {
    id,
    title: `${title}, 75th percentile`,
    value: (point) => point.vitals[id].p75,
    samples: (point) => point.vitals[id].count,
    samplesName: 'Samples',
    format,
    axisTop,
  };
}

/** The charts of a remote, in the order shown: the canary judgement's signals. */
export const CHART_KINDS: readonly ChartKind[] = [
  {
    id: 'errors',
    title: 'Errors per page view',
    value: (point) => point.errors_per_view,
    samples: (point) => point.views,
    samplesName: 'Page views',
    format: (value) => (value > 0 && value < 0.001 ? `${(value * 100).toFixed(2)}%` : percentage(value)),
    axisTop: 0.01,
  },
  vitalChart('LCP', 'Largest Contentful Paint', milliseconds, 100),
  vitalChart('INP', 'Interaction to Next Paint', milliseconds, 50),
  vitalChart('CLS', 'Cumulative Layout Shift', (value) => value.toFixed(3), 0.1),
];

/**
 * How each lane is drawn: a colour and a dash pattern each, so the lanes differ without colour too
 * (docs/design.md#accessibility). Both colours have more than 3:1 contrast on white.
 */
export const LANE_LOOK: Readonly<Record<VitalLane, { name: string; colour: string; dash: number[]; pattern: string }>> =
  {
    stable: { name: 'Stable lane', colour: '#1d4f91', dash: [], pattern: 'solid line' },
    canary: { name: 'Canary lane', colour: '#a63c06', dash: [8, 5], pattern: 'dashed line' },
  };

/** How release events are drawn: a dotted vertical line with a label. */
export const EVENT_LOOK = { colour: '#4a4a4a', dash: [2, 3] };

/** The lanes in the order drawn and listed. */
export const LANES: readonly VitalLane[] = ['stable', 'canary'];

/** What a chart library needs to draw one chart: x in seconds since the epoch, one value per hour and lane. */
export interface ChartSpec {
  x: number[];
  stable: (number | null)[];
  canary: (number | null)[];
  events: { x: number; label: string }[];
  format: (value: number) => string;
  /** The lowest top of the value axis. */
  axisTop: number;
}

/** A release event in a few words, as its marker's label and the events list read it. */
export function eventWords({ kind, version, percent }: ReleaseEvent): string {
  switch (kind) {
    case 'canary':
      return percent === 0 ? `${version} preview (no visitor)` : `${version} canary for ${percent ?? '?'}%`;
    case 'released':
      return `${version} released`;
    case 'promoted':
      return `${version} promoted`;
    case 'rolled_back':
      return `${version} rolled back`;
    case 'stage':
      return `${version} canary to ${percent ?? '?'}%`;
  }
}

/** The lane points of `series` that `kind` has a value for, oldest first. */
export const pointsWithValue = (series: ReleaseSeriesAnswer, kind: ChartKind): SeriesLanePoint[] =>
  series.lanes.filter((point) => kind.value(point) !== null);

/** `kind`'s chart of `series`: every hour of the span, each lane's value in it or null (a gap), and the events. */
export function chartSpec(series: ReleaseSeriesAnswer, kind: ChartKind): ChartSpec {
  const first = Date.parse(series.from);
  const last = Math.floor(Date.parse(series.to) / HOUR_MS) * HOUR_MS;
  const x: number[] = [];
  for (let at = first; at <= last; at += HOUR_MS) x.push(at / 1000);
  const index = new Map(x.map((seconds, i) => [seconds * 1000, i]));
  const stable = x.map((): number | null => null);
  const canary = x.map((): number | null => null);
  for (const point of series.lanes) {
    const i = index.get(Date.parse(point.hour));
    if (i === undefined) continue;
    (point.lane === 'canary' ? canary : stable)[i] = kind.value(point);
  }
  const events = series.events.map((event) => ({ x: Date.parse(event.at) / 1000, label: eventWords(event) }));
  return { x, stable, canary, events, format: kind.format, axisTop: kind.axisTop };
}

/** The span in words: 48 → '48 hours', 168 → '7 days'. */
export const spanWords = (hours: number): string =>
  hours % 24 === 0 && hours > 48 ? `${hours / 24} days` : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/**
 * `kind`'s chart of `remote` in one sentence, its accessible name: per lane the lowest and highest value and the
 * latest, or that it has none, and how many release events are marked.
 */
export function chartSummary(remote: string, series: ReleaseSeriesAnswer, kind: ChartKind): string {
  const lanes = LANES.map((lane) => {
    const values = pointsWithValue(series, kind)
      .filter((point) => point.lane === lane)
      .map((point) => kind.value(point)!);
    const name = LANE_LOOK[lane].name.toLowerCase();
    if (values.length === 0) return `${name}: no figures`;
    const low = kind.format(Math.min(...values));
    const high = kind.format(Math.max(...values));
    const range = low === high ? low : `from ${low} to ${high}`;
    return `${name} ${range}, latest ${kind.format(values.at(-1)!)}`;
  });
  const events = series.events.length;
  return (
    `${kind.title} of ${remote}, hour by hour over the last ${spanWords(series.hours)}: ${lanes.join('; ')}. ` +
    `${events === 0 ? 'No release event' : `${events} release ${events === 1 ? 'event' : 'events'}`} marked. ` +
    'The figures are in the table below the chart.'
  );
}
