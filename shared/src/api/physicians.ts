import type { Physician } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** physicians and physician assistants, by last name (SPEC §7). */
export const PHYSICIANS_PATH = '/api/physicians';

/** Fetches physicians and physician assistants, by last name (SPEC §7). Throws ApiError. */
export const getPhysicians = (): Promise<Physician[]> => fetchJson<Physician[]>(PHYSICIANS_PATH);

/** SWR hook for physicians and physician assistants, by last name (SPEC §7). */
export const usePhysicians = () => useApi<Physician[]>(PHYSICIANS_PATH);
