import type { Location } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** the imaging locations (docs/design.md#api). */
export const LOCATIONS_PATH = '/api/locations';

/** SWR hook for the imaging locations (docs/design.md#api). */
export const useLocations = () => useApi<Location[]>(LOCATIONS_PATH);
