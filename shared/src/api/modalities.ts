import type { Modality } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** the modalities, kept for the whole site (docs/requirements.md#api-calls, docs/design.md#contracts). */
export const MODALITIES_PATH = '/api/modalities';

/** SWR hook for the modalities, kept for the whole site (docs/requirements.md#api-calls, docs/design.md#contracts). */
export const useModalities = () => useApi<Modality[]>(MODALITIES_PATH);
