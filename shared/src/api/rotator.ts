import type { RotatorSlide } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** the rotator slides for Home (docs/design.md#api). */
export const ROTATOR_PATH = '/api/rotator';

/** SWR hook for the rotator slides for Home (docs/design.md#api). */
export const useRotator = () => useApi<RotatorSlide[]>(ROTATOR_PATH);
