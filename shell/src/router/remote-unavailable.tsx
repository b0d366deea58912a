import { ErrorState, Page } from '@site/shared';

/** Shown in place of a section whose remote could not be loaded at any version (DESIGN §3). */
export function RemoteUnavailable() {
  return (
    <Page title="This section is unavailable">
      <ErrorState
        title="We could not load this part of the site"
        message="The rest of the site still works. Please try again in a moment, or call our office."
        onRetry={() => window.location.reload()}
      />
    </Page>
  );
}
