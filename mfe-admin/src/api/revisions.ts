/**
 * The revisions of a record (docs/design.md#api): their list, and restoring one (with `send`, the caller's
 * useAdminWrites().send).
 */
import type { AdminSend } from './client.ts';

/** The start of every revisions path. */
const REVISIONS_PATH = '/api/admin/revisions';

/** The path of the revisions of the record `id` of `entity` (a REVISION_ENTITIES name), newest first. */
export const revisionsPath = (entity: string, id: number): string =>
  `${REVISIONS_PATH}?entity=${encodeURIComponent(entity)}&id=${id}`;

/** Restores a revision; returns the record as stored. Throws ApiError (403 for an admin-only field, 400). */
export const restoreRevision = <T>(send: AdminSend, revisionId: number): Promise<T> =>
  send<T>(`${REVISIONS_PATH}/${revisionId}/restore`);
