import type { Key, ReactNode } from 'react';
import table from '../list-states/table.module.css';

/** One column of a DataTable: its header and how it shows a row. */
export interface Column<R> {
  /** The column's header, a `<th scope="col">`. */
  header: ReactNode;
  /** What the column shows of `row` (the `index`th row). */
  cell: (row: R, index: number) => ReactNode;
  /** Tells the column apart when the columns change (e.g. a list's field name); its place otherwise. */
  key?: Key;
  /** A class for the column's cells. */
  className?: string;
}

/**
 * An admin table (docs/design.md#accessibility): in its scrolling box, named by its `caption` (visually hidden
 * with `captionHidden`, for a table a heading already introduces), a header row of `<th scope="col">`, then a
 * row per item of `rows`, whose first cell is its row header (`rowHeader`, a `<th scope="row">`) when given.
 * With `empty`, no rows show that instead of the table; without it, an empty table keeps its caption and
 * headers. `children` follow the table inside its box; `className` adds to the table's class,
 * `rowClassName` gives a row one, and `describedBy` names what describes the table.
 */
export function DataTable<R>({
  caption,
  captionHidden = false,
  rowHeader,
  columns,
  rows,
  rowKey,
  rowClassName,
  empty,
  className,
  describedBy,
  children,
}: {
  caption: ReactNode;
  captionHidden?: boolean;
  rowHeader?: Column<R>;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => Key;
  rowClassName?: (row: R) => string | undefined;
  empty?: ReactNode;
  className?: string;
  describedBy?: string;
  children?: ReactNode;
}) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <div className={table.scroll}>
      <table className={className ? `${table.table} ${className}` : table.table} aria-describedby={describedBy}>
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {rowHeader && <th scope="col">{rowHeader.header}</th>}
            {columns.map((column, index) => (
              <th key={column.key ?? index} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className={rowClassName?.(row)}>
              {rowHeader && (
                <th scope="row" className={rowHeader.className}>
                  {rowHeader.cell(row, index)}
                </th>
              )}
              {columns.map((column, columnIndex) => (
                <td key={column.key ?? columnIndex} className={column.className}>
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </div>
  );
}
