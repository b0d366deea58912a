import type { Physician } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** physicians and physician assistants, by last name (docs/requirements.md#api-calls). */
export const PHYSICIANS_PATH = '/api/physicians';

/** SWR hook for physicians and physician assistants, by last name (docs/requirements.md#api-calls). */
export const usePhysicians = () => useApi<Physician[]>(PHYSICIANS_PATH);
