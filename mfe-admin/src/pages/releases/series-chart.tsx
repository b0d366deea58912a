import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@site/shared';
import type { ReleaseSeriesAnswer } from '@site/contracts/schemas';
import { DataTable } from '../../components/data-table/data-table.tsx';
import table from '../../components/list-states/table.module.css';
import { formatWhen } from '../../content/wording.ts';
import {
  chartSpec,
  chartSummary,
  EVENT_LOOK,
  LANE_LOOK,
  LANES,
  pointsWithValue,
  type ChartKind,
} from './chart-data.ts';
import { count } from './figures.tsx';
import styles from './releases.module.css';

/** A short line in a lane's look, for the legend: its colour and its dash pattern. */
function LaneSwatch({ colour, dash }: { colour: string; dash: number[] }) {
  return (
    <svg className={styles.swatch} width="32" height="10" viewBox="0 0 32 10" aria-hidden="true" focusable="false">
      <line
        x1="0"
        y1="5"
        x2="32"
        y2="5"
        stroke={colour}
        strokeWidth="3"
        strokeDasharray={dash.join(' ') || undefined}
      />
    </svg>
  );
}

/**
 * One chart of a remote's health over time (docs/design.md#releases): `kind`'s value per hour for the stable and
 * canary lanes, two lines told apart by colour and dash pattern, with the span's release events marked. uPlot
 * draws it, loaded on demand (uplot-chart.ts) when the chart is first shown; a failed load says so with Retry and
 * leaves the table. The plot is an image named by a summary of what it shows (`role="img"`), and a table with
 * the same figures, behind a disclosure, is its alternative for screen readers and keyboard users.
 */
export function SeriesChart({
  remote,
  series,
  kind,
}: {
  remote: string;
  series: ReleaseSeriesAnswer;
  kind: ChartKind;
}) {
  const plotRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  const [attempt, setAttempt] = useState(0);
  const spec = useMemo(() => chartSpec(series, kind), [series, kind]);
  const rows = pointsWithValue(series, kind);

  useEffect(() => {
    const plot = plotRef.current;
    if (!plot) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    import('./uplot-chart.ts')
      .then((module) => module.drawChart)
      .then(
        (drawChart) => {
          if (cancelled) return;
          try {
            remove = drawChart(plot, spec);
            setState('drawn');
          } catch {
            // A chart that cannot be drawn leaves its table, as a chunk that cannot be loaded does.
            setState('failed');
          }
        },
        () => {
          if (!cancelled) setState('failed');
        },
      );
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [spec, attempt]);

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{kind.title}</figcaption>
      <div ref={plotRef} className={styles.plot} role="img" aria-label={chartSummary(remote, series, kind)} />
      {state === 'drawing' && <p className={table.muted}>Drawing the chart…</p>}
      {state === 'failed' && (
        <p className={styles.problem}>
          The chart could not be drawn; its figures are in the table below.{' '}
          <Button
            variant="secondary"
            onClick={() => {
              setState('drawing');
              setAttempt((n) => n + 1);
            }}
          >
            Retry<span className="visually-hidden"> drawing {kind.title}</span>
          </Button>
        </p>
      )}
      <ul className={styles.legend}>
        {LANES.map((lane) => (
          <li key={lane}>
            <LaneSwatch colour={LANE_LOOK[lane].colour} dash={LANE_LOOK[lane].dash} />
            {LANE_LOOK[lane].name} <span className={table.muted}>({LANE_LOOK[lane].pattern})</span>
          </li>
        ))}
        <li>
          <LaneSwatch colour={EVENT_LOOK.colour} dash={EVENT_LOOK.dash} />
          Release event <span className={table.muted}>(dotted vertical line, labelled)</span>
        </li>
      </ul>
      <details className={styles.figures}>
        <summary>
          Show the figures<span className="visually-hidden"> of {kind.title}</span> as a table
        </summary>
        <DataTable
          caption={`${kind.title} of ${remote} by hour and lane, oldest first`}
          rowHeader={{ header: 'Hour starting', cell: (point) => formatWhen(point.hour) }}
          columns={[
            { header: 'Lane', cell: (point) => LANE_LOOK[point.lane].name },
            { header: 'Versions', cell: (point) => point.versions.join(', ') },
            { header: 'Value', cell: (point) => kind.format(kind.value(point)!) },
            { header: kind.samplesName, cell: (point) => count(kind.samples(point)) },
          ]}
          rows={rows}
          rowKey={(point) => `${point.hour}-${point.lane}`}
          empty={<p className={styles.empty}>No figures for this chart in this span.</p>}
        />
      </details>
    </figure>
  );
}
