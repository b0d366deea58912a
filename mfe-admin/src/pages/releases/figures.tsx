import table from '../../components/list-states/table.module.css';

/** A whole number as staff read it: 1234 → '1,234'. */
export const count = (n: number): string => n.toLocaleString('en-US');

/** A fraction as a percentage with one decimal: 0.0512 → '5.1%'. */
export const percentage = (fraction: number): string => `${(fraction * 100).toFixed(1)}%`;

/**
 * A missing value in a table or list (docs/design.md#accessibility): a dash on screen, `spoken` (e.g. 'none')
 * for screen readers, which would skip the dash or read it as a symbol.
 */
export function Dash({ spoken }: { spoken: string }) {
  return (
    <span className={table.muted}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}
