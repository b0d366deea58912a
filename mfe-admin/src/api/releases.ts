/**
 * Releases (admins only; docs/design.md#releases): each remote's versions and their health, and the calls that
 * promote a canary, change its share of visitors, or roll a remote back. Each throws ApiError (409 when the
 * remote's state does not allow the action, with the server's reason).
 */
import { adminSend } from './client.ts';

export const RELEASES_PATH = '/api/admin/releases';

const remotePath = (remote: string) => `${RELEASES_PATH}/${encodeURIComponent(remote)}`;

/** Gives the canary to every visitor: it becomes the current version. 409 when there is no canary. */
export const promoteCanary = (remote: string) =>
  adminSend<{ remote: string; version: string; status: 'live' }>(`${remotePath(remote)}/promote`);

/**
 * Ends the canary when there is one, else returns to the previous version; answers the version left (`from`)
 * and the one every visitor now gets (`to`). 409 when there is nothing to roll back to.
 */
export const rollBackRemote = (remote: string) =>
  adminSend<{ remote: string; from: string; to: string; status: 'rolled_back' }>(`${remotePath(remote)}/rollback`);

/** Sets the canary's share of visitors (1–99). 409 when there is no canary; 400 with field messages. */
export const setCanaryPercent = (remote: string, percent: number) =>
  adminSend<{ remote: string; version: string; percent: number }>(`${remotePath(remote)}/canary`, { percent }, 'PUT');
