import { useState } from 'react';
import { Link } from '@site/shared/router';
import { ButtonLink, Page } from '@site/shared';
import type { Physician } from '@site/contracts/types';
import { PHYSICIAN_CATEGORY_LABELS, REVISION_ENTITIES } from '@site/contracts/schemas';
import { useAdmin, useAdminWrites } from '../../api/client.ts';
import { useDraftIds } from '../../api/drafts.ts';
import { ADMIN_PHYSICIANS_PATH } from '../../api/paths.ts';
import { deleteRecord } from '../../api/records.ts';
import { ConfirmDelete } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { DraftBadge } from '../../components/drafts/draft-badge.tsx';
import { Loadable } from '../../components/list-states/loadable.tsx';
import table from '../../components/list-states/table.module.css';

/**
 * /admin/physicians/ (docs/requirements.md#screens-and-routes route): every physician, physician assistant, resident and
 * fellow in a table (name, category, subspecialty badges) with a name search, links to edit, Add, and
 * Delete with confirmation. A physician with a pending draft is marked (docs/design.md#product-decisions).
 */
export function Physicians() {
  const response = useAdmin<Physician[]>(ADMIN_PHYSICIANS_PATH);
  const { send } = useAdminWrites();
  const drafted = useDraftIds(REVISION_ENTITIES.physicians);
  const [query, setQuery] = useState('');

  const remove = async (physician: Physician) => {
    await deleteRecord(send, ADMIN_PHYSICIANS_PATH, physician.id);
    await response.mutate();
  };

  return (
    <Page
      title="Physicians"
      intro="Physicians, physician assistants, residents and fellows, as the public pages list them."
    >
      <div className={table.toolbar}>
        <div className={table.search}>
          <label htmlFor="physician-search">Search by name</label>
          <input id="physician-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <ButtonLink to="/admin/physicians/new">Add a physician</ButtonLink>
      </div>
      <Loadable response={response} what="physicians">
        {(physicians) => {
          const text = query.trim().toLocaleLowerCase('en');
          const shown = physicians.filter((p) => p.full_name.toLocaleLowerCase('en').includes(text));
          return (
            <DataTable
              caption={
                shown.length === physicians.length
                  ? `${physicians.length} people`
                  : `${shown.length} of ${physicians.length} people match “${query.trim()}”`
              }
              rowHeader={{
                header: 'Name',
                cell: (physician) => (
                  <>
                    <Link to={`/admin/physicians/${physician.id}`}>{physician.full_name}</Link>
                    {drafted.has(physician.id) && <DraftBadge />}
                  </>
                ),
              }}
              columns={[
                { header: 'Category', cell: (physician) => PHYSICIAN_CATEGORY_LABELS[physician.category] },
                {
                  header: 'Subspecialties',
                  cell: (physician) =>
                    physician.subspecialties.length > 0 ? (
                      <ul className={table.badges}>
                        {physician.subspecialties.map((name) => (
                          <li key={name}>{name}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className={table.muted}>None</span>
                    ),
                },
                {
                  header: 'Actions',
                  cell: (physician) => (
                    <ConfirmDelete
                      triggerLabel={
                        <>
                          Delete<span className="visually-hidden"> {physician.full_name}</span>
                        </>
                      }
                      title={`Delete ${physician.full_name}?`}
                      description="Their profile leaves the public site at once. This cannot be undone."
                      onConfirm={() => remove(physician)}
                    />
                  ),
                },
              ]}
              rows={shown}
              rowKey={(physician) => physician.id}
            />
          );
        }}
      </Loadable>
    </Page>
  );
}
