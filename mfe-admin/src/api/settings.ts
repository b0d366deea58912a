import type { StoredSiteSettings } from '@site/contracts/types';
import { adminSend } from './client.ts';

export const ADMIN_SETTINGS_PATH = '/api/admin/settings';

/** Saves every site setting; answers them as stored. Throws ApiError with field messages on 400. */
export const saveSettings = (settings: StoredSiteSettings) =>
  adminSend<StoredSiteSettings>(ADMIN_SETTINGS_PATH, settings, 'PUT');
