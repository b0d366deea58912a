import { ErrorState, Page } from '@site/shared';
import { useRouteError } from 'react-router-dom';

/**
 * The error element of the content routes: a page that threw while rendering shows this message inside the
 * layout, so the header, menus and footer keep working (DESIGN §3). Retry reloads the page.
 */
export function SectionError() {
  const error = useRouteError();
  console.error('A section failed while rendering.', error);
  return (
    <Page title="Something went wrong">
      <ErrorState
        title="This page could not be shown"
        message="An error stopped this part of the site. The rest of the site still works; please try again."
        onRetry={() => window.location.reload()}
      />
    </Page>
  );
}
