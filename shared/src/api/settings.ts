import type { SiteSettings } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** The site settings (docs/design.md#api). The server inlines them into index.html as SWR fallback data. */
export const SETTINGS_PATH = '/api/settings';

/** SWR hook for the site settings. */
export const useSettings = () => useApi<SiteSettings>(SETTINGS_PATH);
