import { Link, useSearchParams } from '@site/shared/router';
import { Button, ButtonLink, formatDateTime, formatLongDate, Page, PRACTICE_TIME_ZONE } from '@site/shared';
import { NEWS_STATUS_LABELS, REVISION_ENTITIES } from '@site/contracts/schemas';
import type { AdminNewsItem, NewsStatus } from '@site/contracts/schemas';
import { useAdmin, useAdminWrites } from '../../api/client.ts';
import { useDraftIds } from '../../api/drafts.ts';
import { ADMIN_NEWS_PATH } from '../../api/paths.ts';
import { deleteRecord } from '../../api/records.ts';
import { ConfirmDelete } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { DraftBadge } from '../../components/drafts/draft-badge.tsx';
import { Loadable } from '../../components/list-states/loadable.tsx';
import table from '../../components/list-states/table.module.css';
import { StatusBadge, type BadgeTone } from '../../components/status-badge/status-badge.tsx';
import styles from './news.module.css';

/** The list's views, kept in the address (`?show=scheduled`) so each can be bookmarked and linked. */
const VIEWS = [
  { value: 'all', label: 'All stories' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'draft', label: 'Drafts' },
] as const;
type View = (typeof VIEWS)[number]['value'];

/** When a scheduled story goes live, as staff read it: 'Dec 1, 2026, 9:00 AM', on the practice's clock. */
const goesLive = (item: AdminNewsItem): string =>
  item.publish_at ? formatDateTime(item.publish_at, PRACTICE_TIME_ZONE) : '';

/** '1 story', '2 drafts': the noun of a count of stories. */
const storiesWord = (count: number, status?: 'draft'): string =>
  status ? (count === 1 ? 'draft' : 'drafts') : count === 1 ? 'story' : 'stories';

/** The colour each status's badge repeats its word in. */
const STATUS_TONES: Record<NewsStatus, BadgeTone> = { draft: 'muted', scheduled: 'accent', published: 'success' };

/**
 * /admin/news/: the stories with Add, edit links and Delete with confirmation, in three views: all stories
 * newest first with a status badge each, the Scheduled view (upcoming publications soonest first, with when
 * each goes live in New York time) and Drafts. Each view loads on its own, with the admin's loading, empty and
 * error states. A story with unpublished changes waiting is marked (docs/design.md#product-decisions).
 */
export function News() {
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.find((v) => v.value === params.get('show'))?.value ?? 'all';

  return (
    <Page
      title="News"
      intro="Stories on the News page; Home shows the three newest. Drafts and scheduled stories are not public."
    >
      <div className={table.toolbar}>
        <div role="group" aria-label="Show" className={table.actions}>
          {VIEWS.map((option) => (
            <Button
              key={option.value}
              variant="secondary"
              aria-pressed={view === option.value}
              onClick={() => setParams(option.value === 'all' ? {} : { show: option.value })}
            >
              {option.label}
            </Button>
          ))}
        </div>
        <ButtonLink to="/admin/news/new">Add a story</ButtonLink>
      </div>
      {view === 'scheduled' ? <ScheduledStories /> : <Stories status={view === 'draft' ? 'draft' : undefined} />}
    </Page>
  );
}

/** A story's row header: its headline, linking to its edit screen, marked when it has unpublished changes. */
function StoryLink({ item, drafted }: { item: AdminNewsItem; drafted: ReadonlySet<number> }) {
  return (
    <>
      <Link to={`/admin/news/${item.id}`}>{item.title}</Link>
      {drafted.has(item.id) && <DraftBadge />}
    </>
  );
}

/** Deletes a story after confirmation, then reloads the view and the public answers. */
function DeleteStory({ item, reload }: { item: AdminNewsItem; reload: () => Promise<unknown> }) {
  const { send } = useAdminWrites();
  const remove = async () => {
    await deleteRecord(send, ADMIN_NEWS_PATH, item.id);
    await reload();
  };
  return (
    <ConfirmDelete
      triggerLabel={
        <>
          Delete<span className="visually-hidden"> “{item.title}”</span>
        </>
      }
      title={`Delete “${item.title}”?`}
      description={
        item.status === 'published'
          ? 'The story leaves the News page and Home at once. This cannot be undone.'
          : 'The story will never be published. This cannot be undone.'
      }
      onConfirm={remove}
    />
  );
}

/** Every story (or the drafts alone) newest first, with its status and its date or time to go live. */
function Stories({ status }: { status?: 'draft' }) {
  const response = useAdmin<AdminNewsItem[]>(status ? `${ADMIN_NEWS_PATH}?status=${status}` : ADMIN_NEWS_PATH);
  const drafted = useDraftIds(REVISION_ENTITIES.news);
  const what = status ? 'drafts' : 'news';
  return (
    <Loadable response={response} what={what}>
      {(items) => (
        <DataTable
          caption={`${items.length} ${storiesWord(items.length, status)}, newest first`}
          rowHeader={{ header: 'Headline', cell: (item) => <StoryLink item={item} drafted={drafted} /> }}
          columns={[
            {
              header: 'Status',
              cell: (item) => (
                <StatusBadge tone={STATUS_TONES[item.status]}>{NEWS_STATUS_LABELS[item.status]}</StatusBadge>
              ),
            },
            {
              header: 'Date',
              cell: (item) =>
                item.status === 'scheduled'
                  ? `Goes live ${goesLive(item)} (New York time)`
                  : formatLongDate(item.published_date),
            },
            { header: 'Photo', cell: (item) => (item.photo_large ? 'Yes' : <span className={table.muted}>None</span>) },
            { header: 'Actions', cell: (item) => <DeleteStory item={item} reload={response.mutate} /> },
          ]}
          rows={items}
          rowKey={(item) => item.id}
          empty={<p className={styles.empty}>{status ? 'No drafts.' : 'No stories yet.'}</p>}
        />
      )}
    </Loadable>
  );
}

/** The Scheduled view: upcoming publications soonest first, each with when it goes live in New York time. */
function ScheduledStories() {
  const response = useAdmin<AdminNewsItem[]>(`${ADMIN_NEWS_PATH}?status=scheduled`);
  const drafted = useDraftIds(REVISION_ENTITIES.news);
  return (
    <Loadable response={response} what="scheduled stories">
      {(items) => (
        <DataTable
          caption={`${items.length} scheduled ${items.length === 1 ? 'story' : 'stories'}, soonest first`}
          rowHeader={{ header: 'Headline', cell: (item) => <StoryLink item={item} drafted={drafted} /> }}
          columns={[
            { header: 'Goes live (New York time)', cell: (item) => goesLive(item) },
            { header: 'Actions', cell: (item) => <DeleteStory item={item} reload={response.mutate} /> },
          ]}
          rows={items}
          rowKey={(item) => item.id}
          empty={
            <p className={styles.empty}>
              No story is scheduled. To publish one at a set time, choose Scheduled as its status.
            </p>
          }
        />
      )}
    </Loadable>
  );
}
