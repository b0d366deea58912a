import type { Physician } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** residents, by last name (docs/requirements.md#api-calls). */
export const RESIDENTS_PATH = '/api/residents';

/** SWR hook for residents, by last name (docs/requirements.md#api-calls). */
export const useResidents = () => useApi<Physician[]>(RESIDENTS_PATH);
