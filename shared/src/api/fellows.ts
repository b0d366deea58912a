import type { Physician } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** fellows, by last name (docs/requirements.md#api-calls). */
export const FELLOWS_PATH = '/api/fellows';

/** Fetches fellows, by last name (docs/requirements.md#api-calls). Throws ApiError. */
export const getFellows = (): Promise<Physician[]> => fetchJson<Physician[]>(FELLOWS_PATH);

/** SWR hook for fellows, by last name (docs/requirements.md#api-calls). */
export const useFellows = () => useApi<Physician[]>(FELLOWS_PATH);
