import useSWR, { type SWRResponse } from 'swr';
import { fetchJson, type ApiError } from './fetch-json.ts';

/**
 * SWR over fetchJson: `{ data, error, isLoading, mutate }` for a GET path, or no request when the path is
 * null. Every hook in this folder is this with its own path and type, so all share one cache (docs/design.md#contracts).
 */
export function useApi<T>(path: string | null): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(path, fetchJson<T>, { revalidateOnFocus: false });
}
