import { useId } from 'react';
import type { BeforeAfter, PageChange } from '@site/contracts/schemas';
import { DataTable } from '../../components/data-table/data-table.tsx';
import table from '../../components/list-states/table.module.css';
import { count, Dash } from '../releases/figures.tsx';
import { publicPageHref } from './public-page.ts';
import styles from './release-report.module.css';
import { TextDiff } from './text-diff.tsx';

/** A size in KB with one decimal, as the report gives it: '12.3 KB'. */
const kb = (size: number) => `${size.toFixed(1)} KB`;

/** How a size changed, with its sign: '+1.2 KB', '−0.4 KB' (a minus sign, read as minus), or 'No change'. */
function kbChange(before: number, after: number): string {
  // Both sides have one decimal; rounding drops the float's noise (12.3 − 12.1 = 0.2000000000000011).
  const difference = Math.round((after - before) * 10) / 10;
  if (difference === 0) return 'No change';
  return `${difference > 0 ? '+' : '−'}${kb(Math.abs(difference))}`;
}

/** A title or description before and after, only when they differ; the value alone for a new page. */
function BeforeAfterText({ term, value }: { term: string; value: BeforeAfter<string> }) {
  if (value.before === value.after) return null;
  const shown = (text: string | null) => (text ? text : <Dash spoken="none" />);
  return (
    <div>
      <dt>{term}</dt>
      {value.before === null ? (
        <dd>{shown(value.after)}</dd>
      ) : (
        <>
          <dd>Before: {shown(value.before)}</dd>
          <dd>After: {shown(value.after)}</dd>
        </>
      )}
    </div>
  );
}

/** The gzip size of the page's JavaScript and stylesheets before and after, and the difference, as a table. */
function WeightTable({ page }: { page: PageChange }) {
  const rows: [string, BeforeAfter<number>][] = [
    ['JavaScript', page.js_kb],
    ['Stylesheets', page.css_kb],
  ];
  return (
    <DataTable
      caption={`Code ${page.path} loads, gzipped`}
      className={styles.weight}
      rowHeader={{ header: 'Kind', cell: ([kind]) => kind }}
      columns={[
        { header: 'Before', cell: ([, { before }]) => (before === null ? <Dash spoken="none" /> : kb(before)) },
        { header: 'After', cell: ([, { after }]) => (after === null ? <Dash spoken="none" /> : kb(after)) },
        {
          header: 'Change',
          cell: ([, { before, after }]) =>
            before === null || after === null ? <Dash spoken="none" /> : kbChange(before, after),
        },
      ]}
      rows={rows}
      rowKey={([kind]) => kind}
    />
  );
}

/**
 * One page a release adds or changes (docs/design.md#release-reports), under a heading that links to the page
 * on the public site: its title and description where they changed, its text diff, the size of its code
 * before and after, the accessibility problems it did not have before, and its hydration warnings if any.
 */
export function PageChangeView({ page }: { page: PageChange }) {
  const headingId = useId();
  const metaChanged = page.title.before !== page.title.after || page.description.before !== page.description.after;
  return (
    <article aria-labelledby={headingId} className={styles.page}>
      <h3 id={headingId}>
        <a href={publicPageHref(page.path)}>{page.path}</a>
      </h3>
      {metaChanged && (
        <dl className={styles.meta}>
          <BeforeAfterText term="Title" value={page.title} />
          <BeforeAfterText term="Description" value={page.description} />
        </dl>
      )}

      <h4>Text</h4>
      <TextDiff parts={page.text_diff} />

      <h4>Code size</h4>
      <WeightTable page={page} />

      <h4>New accessibility problems</h4>
      {page.new_violations.length === 0 ? (
        <p>No new accessibility problems.</p>
      ) : (
        <ul className={styles.problems}>
          {page.new_violations.map((violation) => (
            <li key={violation.id}>
              <code>{violation.id}</code>
              {violation.impact && ` (${violation.impact})`}: {violation.help.replace(/\.$/, '')}.{' '}
              {count(violation.nodes)} {violation.nodes === 1 ? 'element' : 'elements'}.
            </li>
          ))}
        </ul>
      )}

      {page.hydration_warnings.length > 0 && (
        <>
          <h4>Hydration warnings</h4>
          <p className={table.muted}>
            Two renders of the page after the change differ here, so it may not hydrate cleanly.
          </p>
          <ul className={styles.problems}>
            {page.hydration_warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
