import type { Physician } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** fellows, by last name (SPEC §7). */
export const FELLOWS_PATH = '/api/fellows';

/** Fetches fellows, by last name (SPEC §7). Throws ApiError. */
export const getFellows = (): Promise<Physician[]> => fetchJson<Physician[]>(FELLOWS_PATH);

/** SWR hook for fellows, by last name (SPEC §7). */
export const useFellows = () => useApi<Physician[]>(FELLOWS_PATH);
