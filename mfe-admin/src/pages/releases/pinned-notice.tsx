import { Button } from '@site/shared';
import { useAdminWrites } from '../../api/client.ts';
import { unpinBrowser } from '../../api/releases.ts';
import table from '../../components/list-states/table.module.css';
import { useAction } from '../../components/use-action.ts';
import styles from './releases.module.css';

/** The pins of this browser in one line: 'about 1.3.0, services 2.0.0', by remote name. */
const pinList = (pinned: Record<string, string>) =>
  Object.entries(pinned)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([remote, version]) => `${remote} ${version}`)
    .join(', ');

/**
 * Says which versions this browser is pinned to (`pinned`: remote → version), with Unpin (every remote at
 * once; docs/design.md#releases); then reloads the overview, announces it and calls `afterUnpin` (the notice is
 * gone by then). A failure shows beside the button.
 */
export function PinnedNotice({
  pinned,
  reload,
  announce,
  afterUnpin,
}: {
  pinned: Record<string, string>;
  reload: () => Promise<unknown>;
  announce: (message: string) => void;
  afterUnpin: () => void;
}) {
  const { busy, problem, run } = useAction();
  const { send } = useAdminWrites();

  const unpin = () =>
    run(async () => {
      announce('');
      await unpinBrowser(send);
      await reload();
      announce('This browser is no longer pinned.');
      afterUnpin();
    });

  return (
    <div className={styles.pinned}>
      <p>This browser is pinned: {pinList(pinned)}.</p>
      <p className={table.muted}>It gets these versions on every page; visitors do not.</p>
      <div className={styles.actions}>
        <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => void unpin()}>
          {busy ? 'Unpinning…' : 'Unpin this browser'}
        </Button>
      </div>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
