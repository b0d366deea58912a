import type { QuickFact } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** the quick facts appended to the built-in statistics (SPEC §7). */
export const QUICK_FACTS_PATH = '/api/quickfacts/';

/** Fetches the quick facts appended to the built-in statistics (SPEC §7). Throws ApiError. */
export const getQuickFacts = (): Promise<QuickFact[]> => fetchJson<QuickFact[]>(QUICK_FACTS_PATH);

/** SWR hook for the quick facts appended to the built-in statistics (SPEC §7). */
export const useQuickFacts = () => useApi<QuickFact[]>(QUICK_FACTS_PATH);
