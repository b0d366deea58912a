import type { Physician } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** fellows, by last name (docs/requirements.md#api-calls). */
export const FELLOWS_PATH = '/api/fellows';

/** SWR hook for fellows, by last name (docs/requirements.md#api-calls). */
export const useFellows = () => useApi<Physician[]>(FELLOWS_PATH);
