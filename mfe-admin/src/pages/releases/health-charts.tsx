import { useId, useState } from 'react';
import { Button } from '@site/shared';
import {
  SERIES_DEFAULT_HOURS,
  SERIES_MAX_HOURS,
  type CanaryJudgementsAnswer,
  type ReleaseSeriesAnswer,
} from '@site/contracts/schemas';
import { useAdmin } from '../../api/client.ts';
import { judgementsPath, seriesPath } from '../../api/releases.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import table from '../../components/list-states/table.module.css';
import { formatWhen } from '../../content/wording.ts';
import { CHART_KINDS, eventWords, spanWords } from './chart-data.ts';
import { JudgementsTable } from './judgements-table.tsx';
import { SeriesChart } from './series-chart.tsx';
import styles from './releases.module.css';

/** The spans staff can pick, in hours: a day, two, a week, the 30 days kept. */
const SPANS = [24, SERIES_DEFAULT_HOURS, 24 * 7, SERIES_MAX_HOURS] as const;

/**
 * A remote's health over time on the Releases screen (docs/design.md#releases), behind a "Show charts" button
 * so nothing is asked for, and no chart code loaded, until staff want it: a span to pick, then errors per page
 * view and the p75 of LCP, INP and CLS hour by hour, stable and canary lanes side by side with the release
 * events marked (SeriesChart), the events as a list, and the latest canary judgements (JudgementsTable).
 */
export function HealthCharts({ remote }: { remote: string }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className={styles.charts}>
      <Button variant="secondary" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        {open ? 'Hide charts' : 'Show charts'}
        <span className="visually-hidden"> of {remote} over time</span>
      </Button>
      <div id={regionId}>{open && <ChartsBlock remote={remote} />}</div>
    </div>
  );
}

/** The charts, the events and the judgements of one remote, each loaded with its own states. */
function ChartsBlock({ remote }: { remote: string }) {
  const [hours, setHours] = useState<number>(SERIES_DEFAULT_HOURS);
  const spanId = useId();
  const series = useAdmin<ReleaseSeriesAnswer>(seriesPath(remote, hours));
  const judgements = useAdmin<CanaryJudgementsAnswer>(judgementsPath(remote));
  return (
    <>
      <h3>Health over time</h3>
      <p className={styles.spanPicker}>
        <label htmlFor={spanId}>Span</label>{' '}
        <select id={spanId} value={hours} onChange={(event) => setHours(Number(event.target.value))}>
          {SPANS.map((span) => (
            <option key={span} value={span}>
              Last {spanWords(span)}
            </option>
          ))}
        </select>
      </p>
      <Loadable response={series} what={`charts of ${remote}`}>
        {(answer) =>
          answer.lanes.length === 0 ? (
            <p className={styles.empty}>
              No views or Web Vitals yet in this span: the charts of {remote} show once visitors have opened its pages.
            </p>
          ) : (
            <>
              <div className={styles.chartGrid}>
                {CHART_KINDS.map((kind) => (
                  <SeriesChart key={kind.id} remote={remote} series={answer} kind={kind} />
                ))}
              </div>
              <ReleaseEvents remote={remote} series={answer} />
            </>
          )
        }
      </Loadable>
      <h3>Latest canary judgements</h3>
      <Loadable response={judgements} what={`canary judgements of ${remote}`}>
        {(answer) => <JudgementsTable answer={answer} />}
      </Loadable>
    </>
  );
}

/** The release events the charts mark, as a list: when and what. */
function ReleaseEvents({ remote, series }: { remote: string; series: ReleaseSeriesAnswer }) {
  if (series.events.length === 0) {
    return <p className={table.muted}>No release of {remote} in this span.</p>;
  }
  return (
    <>
      <h4 className={styles.eventsTitle}>Release events marked on the charts</h4>
      <ul className={styles.events}>
        {series.events.map((event) => (
          <li key={`${event.at}-${event.kind}-${event.version}`}>
            {formatWhen(event.at)}: {eventWords(event)}
          </li>
        ))}
      </ul>
    </>
  );
}
