import { fetchJson, MODALITIES_PATH, SUBSPECIALTIES_PATH, type ApiError } from '@site/shared';
import type { Modality, Subspecialty } from '@site/contracts/types';
import useSWR, { type SWRConfiguration } from 'swr';

/**
 * Reads the modality and subspecialty lists that the shell's public layout already fetched (docs/design.md#contracts): the
 * same SWR keys and fetcher as useModalities()/useSubspecialties(), so the same cache entry. Unlike those
 * hooks, mounting does not revalidate data that is already there, so opening Services sends no second
 * request. With nothing cached (the shell's fetch failed or is still running) it fetches, deduplicated.
 */
const readShared: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};

/** The shared modality list: `{ data, error, isLoading, mutate }`. */
export const useSharedModalities = () =>
  useSWR<Modality[], ApiError>(MODALITIES_PATH, fetchJson<Modality[]>, readShared);

/** The shared subspecialty list: `{ data, error, isLoading, mutate }`. */
export const useSharedSubspecialties = () =>
  useSWR<Subspecialty[], ApiError>(SUBSPECIALTIES_PATH, fetchJson<Subspecialty[]>, readShared);
