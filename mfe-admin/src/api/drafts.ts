/**
 * Drafts and previews of existing records (docs/design.md#product-decisions, docs/design.md#api): a pending draft
 * that visitors do not see, its preview at a private address, then publishing or discarding it. `collection` is
 * the record's admin path, e.g. '/api/admin/physicians'. Each write takes `send`, the caller's useAdminWrites().send, first;
 * each call throws ApiError (400 with field messages,
 * 403 for an admin-only field, 404 for an unknown record).
 */
import type { SWRResponse } from 'swr';
import { ApiError } from '@site/shared';
import type { Draft, DraftSummary, Preview } from '@site/contracts/schemas';
import { adminGet, useAdmin, type AdminSend } from './client.ts';

/** Every pending draft, newest first: the list screens mark their records with one. */
const DRAFTS_PATH = '/api/admin/drafts';

/** The path of the draft of the record `id` in `collection`: '/api/admin/news/12/draft'. */
export const draftPath = (collection: string, id: number): string => `${collection}/${id}/draft`;

/**
 * Saves `body` (what the record's own PUT takes) as the record's pending draft, which the public page does not
 * show; answers the draft with the fields that differ from the published record.
 */
export const saveDraft = (send: AdminSend, collection: string, id: number, body: unknown): Promise<Draft> =>
  send<Draft>(draftPath(collection, id), body, 'PUT');

/** Deletes the record's draft, leaving the published record as it is. 404 when there is none. */
export const discardDraft = (send: AdminSend, collection: string, id: number): Promise<void> =>
  send<void>(draftPath(collection, id), undefined, 'DELETE');

/**
 * Makes the draft the published record and deletes it; answers the record as stored, as its GET does. 400 when
 * the draft no longer passes the record's checks, 404 when there is none.
 */
export const publishDraft = <T>(send: AdminSend, collection: string, id: number): Promise<T> =>
  send<T>(`${draftPath(collection, id)}/publish`);

/**
 * A private address of the public page built from the record's draft (or from the record as stored when it has
 * none), valid for PREVIEW_TTL_MINUTES.
 */
export const createPreview = (send: AdminSend, collection: string, id: number): Promise<Preview> =>
  send<Preview>(`${collection}/${id}/preview`);

/**
 * Reads a draft: null when the record has none. A 404 (the record itself is gone) also reads as no draft: the
 * screen's read of the record reports that.
 */
async function draftOrNone(path: string): Promise<Draft | null> {
  try {
    return await adminGet<Draft>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The pending draft of the record `id` in `collection` (no request when `id` is null): the draft, or null for none. */
export const useDraft = (collection: string, id: number | null): SWRResponse<Draft | null, ApiError> =>
  useAdmin<Draft | null>(id === null ? null : draftPath(collection, id), draftOrNone);

/**
 * The ids of the records of `entity` (a REVISION_ENTITIES name) with a pending draft. Empty while the list loads
 * and when it cannot be read: the badges it gives are an extra, and the list screen works without them.
 */
export function useDraftIds(entity: string): ReadonlySet<number> {
  const { data } = useAdmin<DraftSummary[]>(DRAFTS_PATH);
  return new Set((data ?? []).filter((draft) => draft.entity === entity).map((draft) => draft.entity_id));
}
