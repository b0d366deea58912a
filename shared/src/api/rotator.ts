import type { RotatorSlide } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** the rotator slides for Home (docs/design.md#api). */
export const ROTATOR_PATH = '/api/rotator';

/** Fetches the rotator slides for Home (docs/design.md#api). Throws ApiError. */
export const getRotator = (): Promise<RotatorSlide[]> => fetchJson<RotatorSlide[]>(ROTATOR_PATH);

/** SWR hook for the rotator slides for Home (docs/design.md#api). */
export const useRotator = () => useApi<RotatorSlide[]>(ROTATOR_PATH);
