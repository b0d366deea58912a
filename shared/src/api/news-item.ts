import type { NewsItem } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** The path of one news item (docs/requirements.md#api-calls: GET /api/news/?id=N). */
export const newsItemPath = (id: number | string): string => `/api/news/?id=${encodeURIComponent(String(id))}`;

/** SWR hook for one news item; no request while `id` is undefined. */
export const useNewsItem = (id: number | string | undefined) =>
  useApi<NewsItem>(id === undefined ? null : newsItemPath(id));
