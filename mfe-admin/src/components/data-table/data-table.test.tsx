import { render, screen, within } from '@testing-library/react';
import { DataTable } from './data-table.tsx';

interface Fruit {
  name: string;
  colour: string;
  count: number;
}

const FRUITS: Fruit[] = [
  { name: 'Apple', colour: 'Red', count: 3 },
  { name: 'Pear', colour: 'Green', count: 0 },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Fruit>>[0]> = {}) {
  return render(
    <DataTable<Fruit>
      caption="2 fruits"
      rowHeader={{ header: 'Fruit', cell: (fruit) => fruit.name }}
      columns={[
        { header: 'Colour', cell: (fruit) => fruit.colour },
        { header: 'Count', cell: (fruit, index) => `${fruit.count} (row ${index + 1})` },
      ]}
      rows={FRUITS}
      rowKey={(fruit) => fruit.name}
      {...props}
    />,
  );
}

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('DataTable', () => {
  it('is named by its caption, with column headers, a row header and a cell per column', () => {
    renderTable();
    const table = screen.getByRole('table', { name: '2 fruits' });
    const headers = within(table).getAllByRole('columnheader');
    expect(texts(headers)).toEqual(['Fruit', 'Colour', 'Count']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(texts(rowHeaders)).toEqual(['Apple', 'Pear']);
    for (const header of rowHeaders) expect(header).toHaveAttribute('scope', 'row');
    expect(texts(within(table).getAllByRole('cell'))).toEqual(['Red', '3 (row 1)', 'Green', '0 (row 2)']);
  });

  it('keeps a hidden caption as the name', () => {
    renderTable({ captionHidden: true });
    const caption = screen.getByRole('table', { name: '2 fruits' }).querySelector('caption');
    expect(caption).toHaveClass('visually-hidden');
  });

  it('shows the empty state instead of a table with no rows', () => {
    renderTable({ rows: [], empty: <p>No fruit yet.</p> });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No fruit yet.')).toBeInTheDocument();
  });

  it('keeps its caption and headers with no rows and no empty state, and what follows it', () => {
    renderTable({ rows: [], children: <p>Nothing to count.</p> });
    const table = screen.getByRole('table', { name: '2 fruits' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
    expect(screen.getByText('Nothing to count.')).toBeInTheDocument();
  });

  it('marks rows with their class and names what describes the table', () => {
    renderTable({ rowClassName: (fruit) => (fruit.count === 0 ? 'none-left' : undefined), describedBy: 'note' });
    const table = screen.getByRole('table', { name: '2 fruits' });
    expect(table).toHaveAttribute('aria-describedby', 'note');
    expect(screen.getByRole('row', { name: /Pear/ })).toHaveClass('none-left');
    expect(screen.getByRole('row', { name: /Apple/ })).not.toHaveClass('none-left');
  });
});
