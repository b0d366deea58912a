import { ErrorState, Page, Skeleton } from '@site/shared';
import { useContext, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRouteError } from '@site/shared/router';
import { reportRemoteFailure } from '../federation/client-errors.ts';
import { RegistryContext } from '../layout/registry-context.tsx';
import { remoteForPath } from '@site/contracts/registry';
import { useRecover } from './section-recovery.tsx';
import { servedVersion } from '@site/contracts/registry';

/**
 * The error element of the content routes, the one place a section's failure is shown (docs/design.md#contracts): a page
 * that threw while rendering, or a section whose code could not be loaded at any version. It renders inside
 * the layout, so the header, menus and footer keep working. When the owning remote has a previous version
 * this page has not tried, it switches to it in place (see SiteRouter); otherwise it reports the failure and
 * explains, with Retry, which shows the address again without reloading the page.
 */
export function SectionError() {
  const error = useRouteError();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const registry = useContext(RegistryContext);
  const recover = useRecover();
  const owner = remoteForPath(registry, pathname)?.name;
  const [recovering, setRecovering] = useState(true);
  // Once per error: switching versions changes the registry in context, which must not count as a new failure.
  const handled = useRef<unknown>(undefined);

  useEffect(() => {
    if (handled.current === error) return;
    handled.current = error;
    console.error('A section failed.', error);
    if (owner && recover?.(owner, error)) return;
    setRecovering(false);
    if (owner) reportRemoteFailure(owner, servedVersion(registry, owner) ?? 'unknown', error, pathname);
  }, [error, owner, recover, registry, pathname]);

  if (recovering) return <Skeleton height="24rem" />;
  return (
    <Page title="Something went wrong">
      <ErrorState
        title="This part of the site could not be shown"
        message="An error stopped this page. The rest of the site still works: try again, or call our office."
        onRetry={() => navigate(`${pathname}${search}${hash}`, { replace: true })}
      />
    </Page>
  );
}
