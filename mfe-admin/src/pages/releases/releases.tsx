import { useState } from 'react';
import { Link } from '@site/shared/router';
import { ErrorState, Page } from '@site/shared';
import type { CanaryRule, ReleasesOverview } from '@site/contracts/schemas';
import { useAdmin } from '../../api/client.ts';
import { RELEASES_PATH } from '../../api/releases.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import { useAdminSession } from '../../components/session-context.tsx';
import { count } from './figures.tsx';
import { PinnedNotice } from './pinned-notice.tsx';
import styles from './releases.module.css';
import { RemoteSection, remoteHeadingId } from './remote-section.tsx';

/** The automatic rollback rule in one sentence. */
function ruleSentence({ min_views, margin }: CanaryRule): string {
  const views = `${count(min_views)} page ${min_views === 1 ? 'view' : 'views'}`;
  const points = Number((margin * 100).toFixed(1));
  return (
    `A canary is rolled back automatically when, after ${views}, its error rate exceeds the stable version’s ` +
    `by more than ${points} ${points === 1 ? 'point' : 'points'}.`
  );
}

/**
 * /admin/releases/ (admin role only; docs/design.md#releases): for each remote its current, previous and
 * canary versions, page views and client errors per version, its health over time as charts with the latest
 * canary judgements (behind "Show charts"), the history of its releases, and the actions:
 * Promote canary to everyone, the canary's percentage, and Roll back (asked first); a staged canary's stages with
 * when its next step is due and, at a manual stage, "Advance to N %" (docs/design.md#canary-stages); and a form per remote that
 * pins this browser to one of its released versions, to try it before promoting, with a notice and Unpin while
 * this browser is pinned. Also the automatic rollback rule and a link to the Deploy tokens screen. Editors are
 * told the screen is for admins; the API refuses them too.
 */
export function Releases() {
  const { user: me } = useAdminSession();
  if (me && me.role !== 'admin') {
    return (
      <Page title="Releases">
        <ErrorState title="Only admins manage releases" message="Ask a site admin to promote or roll back a release." />
      </Page>
    );
  }
  return <ReleasesScreen />;
}

function ReleasesScreen() {
  const response = useAdmin<ReleasesOverview>(RELEASES_PATH);
  const [status, setStatus] = useState('');
  return (
    <Page
      title="Releases"
      intro="Which version of each section of the site visitors get, how each version is doing, and the way back."
    >
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <p>
        <Link to="/admin/deploy-tokens/">Deploy tokens: who may release each remote</Link>
      </p>
      <Loadable response={response} what="releases">
        {(overview) => (
          <>
            {Object.keys(overview.pinned).length > 0 && (
              <PinnedNotice
                pinned={overview.pinned}
                reload={response.mutate}
                announce={setStatus}
                // The notice and its button go with the pins: focus moves on to the first remote's section.
                afterUnpin={() => {
                  const first = overview.remotes[0];
                  if (first) document.getElementById(remoteHeadingId(first.remote))?.focus();
                }}
              />
            )}
            <p className={styles.rule}>{ruleSentence(overview.rule)}</p>
            {overview.remotes.length === 0 ? (
              <p className={styles.empty}>
                No remote has been released yet. Release one with npm run release, or from a team’s CI with a deploy
                token.
              </p>
            ) : (
              overview.remotes.map((remote) => (
                <RemoteSection
                  key={remote.remote}
                  remote={remote}
                  pinned={overview.pinned[remote.remote]}
                  reload={response.mutate}
                  announce={setStatus}
                />
              ))
            )}
          </>
        )}
      </Loadable>
    </Page>
  );
}
