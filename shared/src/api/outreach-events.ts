import type { OutreachEvent } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** the community outreach events (docs/design.md#api). */
export const OUTREACH_EVENTS_PATH = '/api/outreach-events';

/** SWR hook for the community outreach events (docs/design.md#api). */
export const useOutreachEvents = () => useApi<OutreachEvent[]>(OUTREACH_EVENTS_PATH);
