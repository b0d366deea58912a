/**
 * Releases (admins only; docs/design.md#releases): each remote's versions and their health, its health hour by
 * hour and its canary judgements, a release's report,
 * and the calls that promote a canary, change its share of visitors, advance a staged canary, or roll a remote back, and that pin this
 * browser to a chosen version to try it (or unpin it). Each call takes `send`, the caller's useAdminWrites().send, first. Each throws ApiError (409 when the remote's state does not allow the action,
 * with the server's reason).
 */
import { UNPIN_PATH } from '@site/contracts/release-pins';
import type { PinVersionInput, ReleaseReport } from '@site/contracts/schemas';
import { ApiError } from '@site/shared';
import type { SWRResponse } from 'swr';
import { adminGet, useAdmin, type AdminSend } from './client.ts';

export const RELEASES_PATH = '/api/admin/releases';

const remotePath = (remote: string) => `${RELEASES_PATH}/${encodeURIComponent(remote)}`;

/**
 * The path, and SWR key, of one release's report (a ReleaseReport; docs/design.md#release-reports), by the
 * remote and the id of its record. 404 when none is kept for it.
 */
const reportPath = (remote: string, id: string): string => `${remotePath(remote)}/${encodeURIComponent(id)}/report`;

/**
 * The path, and SWR key, of a remote's health hour by hour over the last `hours` hours (1 to 720; a
 * ReleaseSeriesAnswer): views, errors and Web Vitals per lane, and the release events of the span.
 */
export const seriesPath = (remote: string, hours: number): string => `${remotePath(remote)}/series?hours=${hours}`;

/** The path, and SWR key, of a remote's kept canary judgements, newest first (a CanaryJudgementsAnswer). */
export const judgementsPath = (remote: string): string => `${remotePath(remote)}/judgements`;

/** Reads a report: null when none is kept (404), so the screen says so and SWR does not ask again. */
async function reportOrNone(path: string): Promise<ReleaseReport | null> {
  try {
    return await adminGet<ReleaseReport>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The report of the release `id` of `remote`: the report, or null when none is kept for it. */
export const useReleaseReport = (remote: string, id: string): SWRResponse<ReleaseReport | null, ApiError> =>
  useAdmin<ReleaseReport | null>(reportPath(remote, id), reportOrNone);

/** Gives the canary to every visitor: it becomes the current version. 409 when there is no canary. */
export const promoteCanary = (send: AdminSend, remote: string) =>
  send<{ remote: string; version: string; status: 'live' }>(`${remotePath(remote)}/promote`);

/**
 * Ends the canary when there is one, else returns to the previous version; answers the version left (`from`)
 * and the one every visitor now gets (`to`). 409 when there is nothing to roll back to.
 */
export const rollBackRemote = (send: AdminSend, remote: string) =>
  send<{ remote: string; from: string; to: string; status: 'rolled_back' }>(`${remotePath(remote)}/rollback`);

/** Sets the canary's share of visitors (0–99; 0: a preview only, no visitor is given it). 409 when there is no canary; 400 with field messages. */
export const setCanaryPercent = (send: AdminSend, remote: string, percent: number) =>
  send<{ remote: string; version: string; percent: number }>(`${remotePath(remote)}/canary`, { percent }, 'PUT');

/**
 * Moves a staged canary to its next stage (docs/design.md#canary-stages): its share, or every visitor at a
 * 100 % stage (`status: 'live'`). `stage` is the index of the stage reached, of `stages`. 409 without a canary,
 * for one released without stages, or at its last stage.
 */
export const advanceCanary = (send: AdminSend, remote: string) =>
  send<{
    remote: string;
    version: string;
    stage: number;
    stages: number;
    percent: number;
    status: 'canary' | 'live';
  }>(`${remotePath(remote)}/canary/advance`);

/**
 * Pins this browser to `version` of the remote: from now on it gets that version on every page (visitors do
 * not). Answers every pin of this browser, the new one merged in; with the admin on its own origin, `url` is a
 * one-time link on the public site that pins the browser opening it (the pin takes effect there). 404 when the
 * version is not released.
 */
export const pinVersion = (send: AdminSend, remote: string, version: string) =>
  send<{ pinned: Record<string, string>; url?: string }>(`${remotePath(remote)}/pin`, {
    version,
  } satisfies PinVersionInput);

/** Ends every pin of this browser (204, no body): it gets the versions visitors get again. */
export const unpinBrowser = (send: AdminSend) => send<null>(UNPIN_PATH, undefined, 'DELETE');
