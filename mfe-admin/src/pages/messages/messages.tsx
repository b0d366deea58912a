import { useState } from 'react';
import { Link } from '@site/shared/router';
import { Button, Page } from '@site/shared';
import type { AdminPage, ContactMessage } from '@site/contracts/schemas';
import { MESSAGES_CSV_PATH, MESSAGES_PATH } from '../../api/accounts.ts';
import { useAdmin } from '../../api/client.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { Loadable } from '../../components/list-states/loadable.tsx';
import table from '../../components/list-states/table.module.css';
import { formatWhen, mailState, readState } from '../../content/wording.ts';

const PAGE_SIZE = 50;
const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'open', label: 'Not handled' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

/**
 * /admin/messages/ (contact messages newest first with unread marked, the mail outbox state of each, export
 * as CSV): filter buttons, a table with links to each message, pages of 50 and the CSV download.
 */
export function Messages() {
  const [show, setShow] = useState<Filter>('all');
  const [offset, setOffset] = useState(0);
  const response = useAdmin<AdminPage<ContactMessage>>(
    `${MESSAGES_PATH}?show=${show}&offset=${offset}&limit=${PAGE_SIZE}`,
  );

  return (
    <Page title="Messages" intro="What visitors sent through the contact form, newest first.">
      <div className={table.toolbar}>
        <div role="group" aria-label="Show" className={table.actions}>
          {FILTERS.map((filter) => (
            <Button
              key={filter.value}
              variant="secondary"
              aria-pressed={show === filter.value}
              onClick={() => {
                setShow(filter.value);
                setOffset(0);
              }}
            >
              {filter.label}
            </Button>
          ))}
        </div>
        <a href={MESSAGES_CSV_PATH} download>
          Download all messages (CSV)
        </a>
      </div>
      <Loadable response={response} what="messages">
        {({ items, total }) => (
          <>
            <DataTable
              caption={
                total === 0
                  ? 'No messages'
                  : `Messages ${offset + 1}–${offset + items.length} of ${total}, newest first`
              }
              rowHeader={{
                header: 'From',
                cell: (message) => (
                  <>
                    <Link to={`/admin/messages/${message.id}`}>{message.name}</Link>
                    <br />
                    <span className={table.muted}>{message.email || message.phone}</span>
                  </>
                ),
              }}
              columns={[
                { header: 'Received', cell: (message) => formatWhen(message.created_at) },
                { header: 'Status', cell: (message) => readState(message) },
                { header: 'Mail', cell: (message) => mailState(message) },
              ]}
              rows={items}
              rowKey={(message) => message.id}
              rowClassName={(message) => (readState(message) === 'Unread' ? table.unread : undefined)}
            />
            {total > PAGE_SIZE && (
              <div className={table.pager}>
                {offset > 0 && (
                  <Button variant="secondary" onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                    Newer messages
                  </Button>
                )}
                {offset + items.length < total && (
                  <Button variant="secondary" onClick={() => setOffset(offset + PAGE_SIZE)}>
                    Older messages
                  </Button>
                )}
              </div>
            )}
          </>
        )}
      </Loadable>
    </Page>
  );
}
