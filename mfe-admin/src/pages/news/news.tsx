import { Link } from '@site/shared/router';
import { ButtonLink, formatLongDate, Page } from '@site/shared';
import type { NewsItem } from '@site/contracts/types';
import { useAdmin, useRefreshPublic } from '../../api/client.ts';
import { ADMIN_NEWS_PATH, PUBLIC_NEWS_PREFIX } from '../../api/paths.ts';
import { deleteRecord } from '../../api/records.ts';
import { ConfirmDelete } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { Loadable } from '../../components/list-states/loadable.tsx';
import table from '../../components/list-states/table.module.css';

/** /admin/news/: every story newest first, with Add, edit links and Delete with confirmation. */
export function News() {
  const response = useAdmin<NewsItem[]>(ADMIN_NEWS_PATH);
  const refreshPublic = useRefreshPublic();

  const remove = async (item: NewsItem) => {
    await deleteRecord(ADMIN_NEWS_PATH, item.id);
    await response.mutate();
    refreshPublic(PUBLIC_NEWS_PREFIX);
  };

  return (
    <Page title="News" intro="Stories on the News page; Home shows the three newest.">
      <div className={table.toolbar}>
        <ButtonLink to="/admin/news/new">Add a story</ButtonLink>
      </div>
      <Loadable response={response} what="news">
        {(items) => (
          <div className={table.scroll}>
            <table className={table.table}>
              <caption>{items.length} stories, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Headline</th>
                  <th scope="col">Published</th>
                  <th scope="col">Photo</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      <Link to={`/admin/news/${item.id}`}>{item.title}</Link>
                    </th>
                    <td>{formatLongDate(item.published_date)}</td>
                    <td>{item.photo_large ? 'Yes' : <span className={table.muted}>None</span>}</td>
                    <td>
                      <ConfirmDelete
                        triggerLabel={
                          <>
                            Delete<span className="visually-hidden"> “{item.title}”</span>
                          </>
                        }
                        title={`Delete “${item.title}”?`}
                        description="The story leaves the News page and Home at once. This cannot be undone."
                        onConfirm={() => remove(item)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Loadable>
    </Page>
  );
}
