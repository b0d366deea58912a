import type { Modality } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** the modalities, kept for the whole site (SPEC §7, DESIGN §3). */
export const MODALITIES_PATH = '/api/modalities';

/** Fetches the modalities, kept for the whole site (SPEC §7, DESIGN §3). Throws ApiError. */
export const getModalities = (): Promise<Modality[]> => fetchJson<Modality[]>(MODALITIES_PATH);

/** SWR hook for the modalities, kept for the whole site (SPEC §7, DESIGN §3). */
export const useModalities = () => useApi<Modality[]>(MODALITIES_PATH);
