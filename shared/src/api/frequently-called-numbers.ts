import type { FrequentlyCalledNumber } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** the frequently called numbers (docs/design.md#api). */
export const FREQUENTLY_CALLED_NUMBERS_PATH = '/api/frequently-called-numbers';

/** Fetches the frequently called numbers (docs/design.md#api). Throws ApiError. */
export const getFrequentlyCalledNumbers = (): Promise<FrequentlyCalledNumber[]> =>
  fetchJson<FrequentlyCalledNumber[]>(FREQUENTLY_CALLED_NUMBERS_PATH);

/** SWR hook for the frequently called numbers (docs/design.md#api). */
export const useFrequentlyCalledNumbers = () => useApi<FrequentlyCalledNumber[]>(FREQUENTLY_CALLED_NUMBERS_PATH);
