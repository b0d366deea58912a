import type { NewsItem } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** the news items, newest first (docs/requirements.md#api-calls). */
export const NEWS_PATH = '/api/news/';

/** Fetches the news items, newest first (docs/requirements.md#api-calls). Throws ApiError. */
export const getNews = (): Promise<NewsItem[]> => fetchJson<NewsItem[]>(NEWS_PATH);

/** SWR hook for the news items, newest first (docs/requirements.md#api-calls). */
export const useNews = () => useApi<NewsItem[]>(NEWS_PATH);
