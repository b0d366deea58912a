import type { QuickFact } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** the quick facts appended to the built-in statistics (docs/requirements.md#api-calls). */
export const QUICK_FACTS_PATH = '/api/quickfacts/';

/** Fetches the quick facts appended to the built-in statistics (docs/requirements.md#api-calls). Throws ApiError. */
export const getQuickFacts = (): Promise<QuickFact[]> => fetchJson<QuickFact[]>(QUICK_FACTS_PATH);

/** SWR hook for the quick facts appended to the built-in statistics (docs/requirements.md#api-calls). */
export const useQuickFacts = () => useApi<QuickFact[]>(QUICK_FACTS_PATH);
