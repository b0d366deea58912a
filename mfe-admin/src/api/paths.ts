/**
 * The admin API's collection paths. Which answers an edit in each changes is the API's to say: its Site-Changed
 * header (api/client.ts).
 */
export const ADMIN_PHYSICIANS_PATH = '/api/admin/physicians';

export const ADMIN_NEWS_PATH = '/api/admin/news';

export const DASHBOARD_PATH = '/api/admin/dashboard';

/** The admin path of an ordered list's records, e.g. '/api/admin/locations'. */
export const listApiPath = (config: { key: string }): string => `/api/admin/${config.key}`;
