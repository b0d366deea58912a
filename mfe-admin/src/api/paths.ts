/** The admin API's collection paths, and the public answers an edit in each changes. */
import { FELLOWS_PATH, PHYSICIANS_PATH, RESIDENTS_PATH } from '@site/shared';

export const ADMIN_PHYSICIANS_PATH = '/api/admin/physicians';
/** Public lists a physician edit changes. */
export const PUBLIC_PEOPLE_PATHS = [PHYSICIANS_PATH, RESIDENTS_PATH, FELLOWS_PATH];

export const ADMIN_NEWS_PATH = '/api/admin/news';
/** The public news answers (the list and each story) start with this. */
export const PUBLIC_NEWS_PREFIX = '/api/news';

export const DASHBOARD_PATH = '/api/admin/dashboard';

/** The admin path of an ordered list's records, e.g. '/api/admin/locations'. */
export const listApiPath = (config: { key: string }): string => `/api/admin/${config.key}`;
