import type { Location } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** the imaging locations (docs/design.md#api). */
export const LOCATIONS_PATH = '/api/locations';

/** Fetches the imaging locations (docs/design.md#api). Throws ApiError. */
export const getLocations = (): Promise<Location[]> => fetchJson<Location[]>(LOCATIONS_PATH);

/** SWR hook for the imaging locations (docs/design.md#api). */
export const useLocations = () => useApi<Location[]>(LOCATIONS_PATH);
