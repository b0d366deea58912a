import type { OutreachEvent } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** the community outreach events (docs/design.md#api). */
export const OUTREACH_EVENTS_PATH = '/api/outreach-events';

/** Fetches the community outreach events (docs/design.md#api). Throws ApiError. */
export const getOutreachEvents = (): Promise<OutreachEvent[]> => fetchJson<OutreachEvent[]>(OUTREACH_EVENTS_PATH);

/** SWR hook for the community outreach events (docs/design.md#api). */
export const useOutreachEvents = () => useApi<OutreachEvent[]>(OUTREACH_EVENTS_PATH);
