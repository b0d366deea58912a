import type { SiteSettings } from '@site/contracts/types';
import { buildSettings } from '@site/test-support/builders';

/** The SWR fallback the shell provides: the settings preloaded under their API path. */
export const settingsFallback = (settings: SiteSettings = buildSettings()) => ({ '/api/settings': settings });
