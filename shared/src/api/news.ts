import type { NewsItem } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** the news items, newest first (docs/requirements.md#api-calls). */
export const NEWS_PATH = '/api/news/';

/** SWR hook for the news items, newest first (docs/requirements.md#api-calls). */
export const useNews = () => useApi<NewsItem[]>(NEWS_PATH);
