/** The site settings' write; it takes `send`, the caller's useAdminWrites().send, first. */
import type { StoredSiteSettings } from '@site/contracts/types';
import type { AdminSend } from './client.ts';

export const ADMIN_SETTINGS_PATH = '/api/admin/settings';

/** Saves every site setting; answers them as stored. Throws ApiError with field messages on 400. */
export const saveSettings = (send: AdminSend, settings: StoredSiteSettings) =>
  send<StoredSiteSettings>(ADMIN_SETTINGS_PATH, settings, 'PUT');
