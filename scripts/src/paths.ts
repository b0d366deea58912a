import path from 'node:path';
import { ROOT } from '@site/server/paths';

export { PAGE_PRELOADS_ID, ROOT, dataDir, siteDir } from '@site/server/paths';

/** Remote federation names and the package folders that build them (DESIGN §2). */
export const REMOTE_FOLDERS: Record<string, string> = {
  about: 'mfe-about',
  services: 'mfe-services',
  education: 'mfe-education',
  patient: 'mfe-patient',
  newsContact: 'mfe-news-contact',
  admin: 'mfe-admin',
};

/** The folder of a remote's package, by federation name or folder name; throws for an unknown remote. */
export function remoteFolder(name: string): { name: string; dir: string } {
  const entry = Object.entries(REMOTE_FOLDERS).find(([remote, folder]) => remote === name || folder === name);
  if (!entry) {
    throw new Error(`Unknown remote "${name}". Known remotes: ${Object.keys(REMOTE_FOLDERS).join(', ')}.`);
  }
  return { name: entry[0], dir: path.join(ROOT, entry[1]) };
}
