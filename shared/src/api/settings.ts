import type { SiteSettings } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** The site settings (docs/design.md#api). The server inlines them into index.html as SWR fallback data. */
export const SETTINGS_PATH = '/api/settings';

/** Fetches the site settings. Throws ApiError. */
export const getSettings = (): Promise<SiteSettings> => fetchJson<SiteSettings>(SETTINGS_PATH);

/** SWR hook for the site settings. */
export const useSettings = () => useApi<SiteSettings>(SETTINGS_PATH);
