/** The revisions of a record (docs/design.md#api): their list, and restoring one. */
import { adminSend } from './client.ts';

/** The start of every revisions path. */
const REVISIONS_PATH = '/api/admin/revisions';

/** The path of the revisions of the record `id` of `entity` (a REVISION_ENTITIES name), newest first. */
export const revisionsPath = (entity: string, id: number): string =>
  `${REVISIONS_PATH}?entity=${encodeURIComponent(entity)}&id=${id}`;

/** Restores a revision; returns the record as stored. Throws ApiError (403 for an admin-only field, 400). */
export const restoreRevision = <T>(revisionId: number): Promise<T> =>
  adminSend<T>(`${REVISIONS_PATH}/${revisionId}/restore`);
