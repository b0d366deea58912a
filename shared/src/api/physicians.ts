import type { Physician } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** physicians and physician assistants, by last name (docs/requirements.md#api-calls). */
export const PHYSICIANS_PATH = '/api/physicians';

/** Fetches physicians and physician assistants, by last name (docs/requirements.md#api-calls). Throws ApiError. */
export const getPhysicians = (): Promise<Physician[]> => fetchJson<Physician[]>(PHYSICIANS_PATH);

/** SWR hook for physicians and physician assistants, by last name (docs/requirements.md#api-calls). */
export const usePhysicians = () => useApi<Physician[]>(PHYSICIANS_PATH);
