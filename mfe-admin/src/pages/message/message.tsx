import { useEffect, useState } from 'react';
import { useParams } from '@site/shared/router';
import { useSWRConfig } from 'swr';
import { Button, ButtonLink, Page, telHref } from '@site/shared';
import type { ContactMessage } from '@site/contracts/schemas';
import { MESSAGES_PATH, updateMessage } from '../../api/accounts.ts';
import { useAdmin, useAdminWrites } from '../../api/client.ts';
import { DASHBOARD_PATH } from '../../api/paths.ts';
import { failureText } from '../../components/form/use-admin-form.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import { formatWhen, mailState, readState } from '../../content/wording.ts';
import styles from './message.module.css';

const refreshesLists = (key: unknown) =>
  typeof key === 'string' && (key.startsWith(`${MESSAGES_PATH}?`) || key === DASHBOARD_PATH);

/**
 * /admin/messages/:id: every field the visitor sent (the
 * comments as plain text, exactly as typed), when it came, its mail state, and Mark handled / Reopen.
 * Opening an unread message marks it read.
 */
export function Message() {
  const { id } = useParams();
  const response = useAdmin<ContactMessage>(`${MESSAGES_PATH}/${id}`);
  const { mutate } = useSWRConfig();
  const { send } = useAdminWrites();
  const [problem, setProblem] = useState<string | null>(null);
  const message = response.data;

  const change = async (input: { read?: boolean; handled?: boolean }) => {
    if (!message) return;
    setProblem(null);
    try {
      await response.mutate(await updateMessage(send, message.id, input), { revalidate: false });
      void mutate(refreshesLists);
    } catch (error) {
      setProblem(failureText(error));
    }
  };

  const unread = message !== undefined && message.read_at === null;
  const messageId = message?.id;
  const { mutate: setMessage } = response;
  useEffect(() => {
    if (!unread || messageId === undefined) return;
    updateMessage(send, messageId, { read: true }).then(
      (updated) => {
        void setMessage(updated, { revalidate: false });
        void mutate(refreshesLists);
      },
      // Marking read is a convenience: the message shows either way, and the next opening tries again.
      () => undefined,
    );
  }, [unread, messageId, setMessage, mutate, send]);

  return (
    <Page title={message ? `Message from ${message.name}` : 'Message'}>
      <Loadable response={response} what="message">
        {(m) => (
          <>
            <dl className={styles.fields}>
              <dt>Received</dt>
              <dd>{formatWhen(m.created_at)}</dd>
              <dt>Status</dt>
              <dd>{readState(m)}</dd>
              <dt>Mail to the practice</dt>
              <dd>{mailState(m)}</dd>
              <dt>E-mail</dt>
              <dd>{m.email ? <a href={`mailto:${m.email}`}>{m.email}</a> : '—'}</dd>
              <dt>Phone</dt>
              <dd>{m.phone ? <a href={telHref(m.phone)}>{m.phone}</a> : '—'}</dd>
              <dt>Address</dt>
              <dd>
                {[m.address, m.city, [m.state, m.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '—'}
              </dd>
            </dl>
            <h2>Comments</h2>
            <p className={styles.comments}>{m.comments}</p>
            {problem && (
              <p role="alert" className={styles.problem}>
                {problem}
              </p>
            )}
            <div className={styles.actions}>
              {m.handled_at ? (
                <Button variant="secondary" onClick={() => void change({ handled: false })}>
                  Reopen
                </Button>
              ) : (
                <Button onClick={() => void change({ handled: true })}>Mark handled</Button>
              )}
              <ButtonLink to="/admin/messages/" variant="secondary">
                Back to messages
              </ButtonLink>
            </div>
          </>
        )}
      </Loadable>
    </Page>
  );
}
