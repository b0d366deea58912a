import { useState } from 'react';
import { Link } from '@site/shared/router';
import { Button, ButtonLink, Page } from '@site/shared';
import { REVISION_ENTITIES } from '@site/contracts/schemas';
import { useAdmin, useAdminWrites } from '../../api/client.ts';
import { useDraftIds } from '../../api/drafts.ts';
import { listApiPath } from '../../api/paths.ts';
import { deleteRecord, moveRecord } from '../../api/records.ts';
import { ConfirmDelete } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { DraftBadge } from '../../components/drafts/draft-badge.tsx';
import { failureText } from '../../components/form/use-admin-form.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import table from '../../components/list-states/table.module.css';
import type { FieldDef } from '../../components/form/fields.ts';
import type { ListConfig } from '../../content/lists.ts';

type Row = Record<string, unknown> & { id: number; position: number };

const cell = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : String(value));

/** A cell's text: a chosen option by its label, as the form shows it, anything else as it is. */
const cellText = (field: FieldDef, value: unknown): string =>
  cell(field.options?.find((option) => option.value === value)?.label ?? value);

/**
 * /admin/{list}/ for each ordered list the public site reads:
 * a table in the order the site shows it, with Move up / Move down, edit links, Add, and Delete with
 * confirmation, marking each record with a pending draft (docs/design.md#product-decisions). The public page
 * shows each change on its next load.
 */
export function ListPage({ config }: { config: ListConfig }) {
  const path = listApiPath(config);
  const response = useAdmin<Row[]>(path);
  const { send } = useAdminWrites();
  const drafted = useDraftIds(REVISION_ENTITIES[config.key]);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [first, ...rest] = config.fields;
  const columns = rest.filter((field) => config.columns.includes(field.name));
  const name = (row: Row) => cell(row[first!.name]);

  const move = async (row: Row, direction: 'up' | 'down') => {
    setProblem(null);
    try {
      await response.mutate(await moveRecord<Row>(send, path, row.id, direction), { revalidate: false });
      setStatus(`Moved “${name(row)}” ${direction}.`);
    } catch (error) {
      setProblem(failureText(error));
    }
  };

  const remove = async (row: Row) => {
    await deleteRecord(send, path, row.id);
    await response.mutate();
    setStatus(`Deleted “${name(row)}”.`);
  };

  return (
    <Page title={config.title} intro={config.intro}>
      <div className={table.toolbar}>
        <ButtonLink to={`/admin/${config.key}/new`}>Add a {config.singular}</ButtonLink>
      </div>
      {problem && (
        <p role="alert" className={table.unread}>
          {problem}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <Loadable response={response} what={config.title.toLowerCase()}>
        {(rows) => (
          <DataTable
            caption={
              <>
                {rows.length} {rows.length === 1 ? config.singular : config.title.toLowerCase()}, in the order the site
                shows them
              </>
            }
            rowHeader={{
              header: first!.label,
              cell: (row) => (
                <>
                  <Link to={`/admin/${config.key}/${row.id}`}>{name(row)}</Link>
                  {drafted.has(row.id) && <DraftBadge />}
                </>
              ),
            }}
            columns={[
              ...columns.map((field) => ({
                key: field.name,
                header: field.label,
                cell: (row: Row) => cellText(field, row[field.name]),
              })),
              {
                key: 'actions',
                header: 'Actions',
                cell: (row: Row, index: number) => (
                  <div className={table.actions}>
                    {index > 0 && (
                      <Button variant="secondary" onClick={() => void move(row, 'up')}>
                        Move up<span className="visually-hidden"> “{name(row)}”</span>
                      </Button>
                    )}
                    {index < rows.length - 1 && (
                      <Button variant="secondary" onClick={() => void move(row, 'down')}>
                        Move down<span className="visually-hidden"> “{name(row)}”</span>
                      </Button>
                    )}
                    <ConfirmDelete
                      triggerLabel={
                        <>
                          Delete<span className="visually-hidden"> “{name(row)}”</span>
                        </>
                      }
                      title={`Delete “${name(row)}”?`}
                      description="It leaves the public site at once. This cannot be undone."
                      onConfirm={() => remove(row)}
                    />
                  </div>
                ),
              },
            ]}
            rows={rows}
            rowKey={(row) => row.id}
          />
        )}
      </Loadable>
    </Page>
  );
}
