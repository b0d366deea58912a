import { useState } from 'react';
import { Button, ErrorState, Page } from '@site/shared';
import type { AdminPage, AuditEntry } from '@site/contracts/schemas';
import { useAdmin } from '../../api/client.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { Loadable } from '../../components/list-states/loadable.tsx';
import table from '../../components/list-states/table.module.css';
import { useAdminSession } from '../../components/session-context.tsx';
import { describeChange, formatWhen } from '../../content/wording.ts';

const PAGE_SIZE = 50;

/** /admin/audit/ (who changed what and when; admins only), newest first, 50 a page. */
export function Audit() {
  const { user } = useAdminSession();
  const [offset, setOffset] = useState(0);
  const response = useAdmin<AdminPage<AuditEntry>>(
    user?.role === 'admin' ? `/api/admin/audit?offset=${offset}&limit=${PAGE_SIZE}` : null,
  );
  if (user && user.role !== 'admin') {
    return (
      <Page title="Audit log">
        <ErrorState title="Only admins read the audit log" message="The dashboard shows the latest changes." />
      </Page>
    );
  }
  return (
    <Page title="Audit log" intro="Every change made in the admin: who, what and when.">
      <Loadable response={response} what="audit log">
        {({ items, total }) => (
          <>
            <DataTable
              caption={
                total === 0
                  ? 'No changes yet'
                  : `Changes ${offset + 1}–${offset + items.length} of ${total}, newest first`
              }
              rowHeader={{ header: 'When', cell: (entry) => formatWhen(entry.created_at) }}
              columns={[
                { header: 'Who', cell: (entry) => entry.user_email },
                { header: 'What', cell: (entry) => describeChange(entry) },
              ]}
              rows={items}
              rowKey={(entry) => entry.id}
            />
            <div className={table.pager}>
              {offset > 0 && (
                <Button variant="secondary" onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                  Newer changes
                </Button>
              )}
              {offset + items.length < total && (
                <Button variant="secondary" onClick={() => setOffset(offset + PAGE_SIZE)}>
                  Older changes
                </Button>
              )}
            </div>
          </>
        )}
      </Loadable>
    </Page>
  );
}
