import type { FrequentlyCalledNumber } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** the frequently called numbers (docs/design.md#api). */
export const FREQUENTLY_CALLED_NUMBERS_PATH = '/api/frequently-called-numbers';

/** SWR hook for the frequently called numbers (docs/design.md#api). */
export const useFrequentlyCalledNumbers = () => useApi<FrequentlyCalledNumber[]>(FREQUENTLY_CALLED_NUMBERS_PATH);
