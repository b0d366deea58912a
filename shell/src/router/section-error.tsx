import { ErrorState, Page } from '@site/shared';
import { useContext, useEffect, useState } from 'react';
import { useLocation, useRouteError } from '@site/shared/router';
import { reportRemoteFailure } from '../federation/client-errors.ts';
import { rememberBrokenVersion } from '../federation/fallback-memory.ts';
import { RegistryContext } from '../layout/registry-context.tsx';
import { remoteForPath } from '@site/shared/registry';

/**
 * The error element of the content routes: a page that threw while rendering shows this message inside the
 * layout, so the header, menus and footer keep working (DESIGN §3). When a remote's page threw and the
 * registry has a last-known-good version, the failure is reported, this visitor is switched to that
 * version and the page reloads once; otherwise the message offers Retry.
 */
export function SectionError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const registry = useContext(RegistryContext);
  const owner = remoteForPath(registry, pathname);
  const remote = owner ? registry.remotes[owner.name] : undefined;
  const [fallingBack] = useState(() => Boolean(remote?.previous));

  useEffect(() => {
    console.error('A section failed while rendering.', error);
    if (!owner || !remote) return;
    reportRemoteFailure(owner.name, remote.version, error, pathname);
    if (remote.previous) {
      rememberBrokenVersion(owner.name, remote.version);
      window.location.reload();
    }
  }, [error, owner, remote, pathname]);

  if (fallingBack) return null;
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
