import type { Subspecialty } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** the subspecialties, kept for the whole site (docs/requirements.md#api-calls, docs/design.md#contracts). */
export const SUBSPECIALTIES_PATH = '/api/subspecialties';

/** SWR hook for the subspecialties, kept for the whole site (docs/requirements.md#api-calls, docs/design.md#contracts). */
export const useSubspecialties = () => useApi<Subspecialty[]>(SUBSPECIALTIES_PATH);
