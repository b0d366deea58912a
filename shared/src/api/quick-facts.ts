import type { QuickFact } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** the quick facts appended to the built-in statistics (docs/requirements.md#api-calls). */
export const QUICK_FACTS_PATH = '/api/quickfacts/';

/** SWR hook for the quick facts appended to the built-in statistics (docs/requirements.md#api-calls). */
export const useQuickFacts = () => useApi<QuickFact[]>(QUICK_FACTS_PATH);
