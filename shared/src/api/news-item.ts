import type { NewsItem } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** The path of one news item (docs/requirements.md#api-calls: GET /api/news/?id=N). */
export const newsItemPath = (id: number | string): string => `/api/news/?id=${encodeURIComponent(String(id))}`;

/** Fetches one news item. Throws ApiError (status 404 for an unknown id). */
export const getNewsItem = (id: number | string): Promise<NewsItem> => fetchJson<NewsItem>(newsItemPath(id));

/** SWR hook for one news item; no request while `id` is undefined. */
export const useNewsItem = (id: number | string | undefined) =>
  useApi<NewsItem>(id === undefined ? null : newsItemPath(id));
