import type { Subspecialty } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** the subspecialties, kept for the whole site (docs/requirements.md#api-calls, docs/design.md#contracts). */
export const SUBSPECIALTIES_PATH = '/api/subspecialties';

/** Fetches the subspecialties, kept for the whole site (docs/requirements.md#api-calls, docs/design.md#contracts). Throws ApiError. */
export const getSubspecialties = (): Promise<Subspecialty[]> => fetchJson<Subspecialty[]>(SUBSPECIALTIES_PATH);

/** SWR hook for the subspecialties, kept for the whole site (docs/requirements.md#api-calls, docs/design.md#contracts). */
export const useSubspecialties = () => useApi<Subspecialty[]>(SUBSPECIALTIES_PATH);
