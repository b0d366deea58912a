import type { Physician } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** residents, by last name (docs/requirements.md#api-calls). */
export const RESIDENTS_PATH = '/api/residents';

/** Fetches residents, by last name (docs/requirements.md#api-calls). Throws ApiError. */
export const getResidents = (): Promise<Physician[]> => fetchJson<Physician[]>(RESIDENTS_PATH);

/** SWR hook for residents, by last name (docs/requirements.md#api-calls). */
export const useResidents = () => useApi<Physician[]>(RESIDENTS_PATH);
