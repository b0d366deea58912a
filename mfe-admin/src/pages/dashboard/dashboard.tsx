import { Link } from '@site/shared/router';
import { Page } from '@site/shared';
import type { AdminDashboard } from '@site/contracts/schemas';
import { useAdmin } from '../../api/client.ts';
import { DASHBOARD_PATH } from '../../api/paths.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import { useAdminSession } from '../../components/session-context.tsx';
import { describeChange, formatWhen, readState } from '../../content/wording.ts';
import styles from './dashboard.module.css';
import { Sections } from './sections.tsx';

/**
 * /admin/ (docs/requirements.md#screens-and-routes route): counts of physician profiles, news stories and unread messages,
 * for admins each section of the site with its live version, lane and health (Sections), the latest contact
 * messages and the latest changes.
 */
export function Dashboard() {
  const { user } = useAdminSession();
  const response = useAdmin<AdminDashboard>(DASHBOARD_PATH);
  return (
    <Page title="Dashboard" intro={user ? `Welcome, ${user.name}.` : undefined}>
      <Loadable response={response} what="dashboard">
        {({ counts, latest_messages, recent_changes }) => (
          <>
            <ul className={styles.counts} aria-label="At a glance">
              <li>
                <Link to="/admin/physicians/">
                  <span className={styles.number}>{counts.physicians}</span> physician profiles
                </Link>
              </li>
              <li>
                <Link to="/admin/news/">
                  <span className={styles.number}>{counts.news}</span> news stories
                </Link>
              </li>
              <li>
                <Link to="/admin/messages/">
                  <span className={styles.number}>{counts.unread_messages}</span> unread{' '}
                  {counts.unread_messages === 1 ? 'message' : 'messages'}
                </Link>
              </li>
            </ul>
            {/* The releases overview is for admins alone: an editor's dashboard does not ask for it. */}
            {user?.role === 'admin' && <Sections />}
            <div className={styles.columns}>
              <section aria-labelledby="latest-messages">
                <h2 id="latest-messages">Latest messages</h2>
                {latest_messages.length === 0 ? (
                  <p>No messages yet.</p>
                ) : (
                  <ul className={styles.list}>
                    {latest_messages.map((message) => (
                      <li key={message.id}>
                        <Link to={`/admin/messages/${message.id}`}>{message.name}</Link>{' '}
                        <span className={styles.meta}>
                          {formatWhen(message.created_at)} · {readState(message)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section aria-labelledby="recent-changes">
                <h2 id="recent-changes">Recent changes</h2>
                {recent_changes.length === 0 ? (
                  <p>No changes yet.</p>
                ) : (
                  <ul className={styles.list}>
                    {recent_changes.map((entry) => (
                      <li key={entry.id}>
                        {describeChange(entry)}{' '}
                        <span className={styles.meta}>
                          {entry.user_email} · {formatWhen(entry.created_at)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          </>
        )}
      </Loadable>
    </Page>
  );
}
