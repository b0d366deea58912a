import type { Modality } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** the modalities, kept for the whole site (docs/requirements.md#api-calls, docs/design.md#contracts). */
export const MODALITIES_PATH = '/api/modalities';

/** Fetches the modalities, kept for the whole site (docs/requirements.md#api-calls, docs/design.md#contracts). Throws ApiError. */
export const getModalities = (): Promise<Modality[]> => fetchJson<Modality[]>(MODALITIES_PATH);

/** SWR hook for the modalities, kept for the whole site (docs/requirements.md#api-calls, docs/design.md#contracts). */
export const useModalities = () => useApi<Modality[]>(MODALITIES_PATH);
