import type { SWRResponse } from 'swr';
import type { ApiError } from '@site/shared';
import type { Draft } from '@site/contracts/schemas';
import { useAdmin } from '../../api/client.ts';
import { useDraft } from '../../api/drafts.ts';
import type { LoadableResponse } from '../list-states/loadable.tsx';

/**
 * The record `id` of `collection` (e.g. '/api/admin/news', id '12'; nothing is read for 'new') and its pending
 * draft (docs/design.md#product-decisions). `record` is the record's own answer, for a screen that tells a
 * deleted record apart; `loaded` joins both for Loadable, so the form waits for the draft it starts from and a
 * failure of either offers Retry of both; `setDraft` records a draft saved, published or discarded on the screen.
 */
export function useRecordWithDraft<T>(
  collection: string,
  id: string,
): {
  record: SWRResponse<T, ApiError>;
  loaded: LoadableResponse<{ record: T; draft: Draft | null }>;
  setDraft: (draft: Draft | null) => void;
} {
  const record = useAdmin<T>(id === 'new' ? null : `${collection}/${id}`);
  const draft = useDraft(collection, id !== 'new' && Number.isInteger(Number(id)) ? Number(id) : null);
  return {
    record,
    loaded: {
      data:
        record.data !== undefined && draft.data !== undefined ? { record: record.data, draft: draft.data } : undefined,
      error: record.error ?? draft.error,
      mutate: () => Promise.all([record.mutate(), draft.mutate()]),
    },
    setDraft: (next) => void draft.mutate(next, { revalidate: false }),
  };
}
