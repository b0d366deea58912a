import { Page } from '@site/shared';
import { Link } from '@site/shared/router';
import { ArticleLayout } from '../../components/article-layout/article-layout.tsx';
import { ResourceLinks } from '../../components/resource-links/resource-links.tsx';
import { describePath, SERVICES_PATH, type CatalogueEntry } from '../../content/catalogue.ts';
import type { ServicePageContent } from '../../content/types.ts';
import styles from './service-page.module.css';

/**
 * The one template of all sixteen modality and subspecialty pages (docs/requirements.md#screens-and-routes): the page name as h1,
 * the intro, the content sections beside the illustration, links to public resources, and related pages.
 * `entry` gives the name; `content` the text (src/content/modalities/*.ts, src/content/subspecialties/*.ts).
 */
export function ServicePage({ entry, content }: { entry: CatalogueEntry; content: ServicePageContent }) {
  return (
    <Page title={entry.title} intro={content.intro}>
      <ArticleLayout sections={content.sections} illustration={content.illustration} />
      <ResourceLinks links={content.links} />
      <RelatedPages paths={content.related} />
    </Page>
  );
}

/** Links to related pages of this section, named from the catalogue, then a way back to the overview. */
function RelatedPages({ paths }: { paths: string[] }) {
  const pages = [...paths, SERVICES_PATH].flatMap((path) => {
    const page = describePath(path);
    return page ? [{ path, ...page }] : [];
  });
  return (
    <nav aria-labelledby="related-pages" className={styles.related}>
      <h2 id="related-pages">Related pages</h2>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path} className={styles.link}>
              {page.title} <span className={styles.kind}>({page.kind})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Makes the route component of one catalogue page: loads its text, then renders it with the template. Used
 * by the route's `lazy`, so a page's text downloads only when someone opens it.
 */
export async function loadServicePage(entry: CatalogueEntry) {
  const content = await entry.load();
  return function CataloguePage() {
    return <ServicePage entry={entry} content={content} />;
  };
}
