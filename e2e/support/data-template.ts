/**
 * One released data folder per run, copied by every site the browser tests start (docs/design.md#tests).
 * `npm start` on a new data folder releases all six remotes first, each verified by rendering its pages: the
 * same seconds of work for every site a spec starts. Made once by the global setup, a copy gives each site that
 * state in a fraction of the time; the database is unseeded and has no account, so each site still seeds it,
 * prints its one-time setup address and renders its first pages on start, as a new site does.
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { releaseBuiltRemotes } from '@site/scripts/release';

/** The template's folder: beside the sites' data folders, not inside the shared site's (which is replaced). */
const DATA_TEMPLATE = path.resolve(import.meta.dirname, '../../data/e2e-template');

/** Makes the template anew: every built remote released into a new data folder, its database closed. */
export async function prepareDataTemplate(): Promise<void> {
  await rm(DATA_TEMPLATE, { recursive: true, force: true });
  await releaseBuiltRemotes(path.join(DATA_TEMPLATE, 'site'));
}

/**
 * Replaces `dataDir` with a copy of the template. Its links between generations are relative, and are copied
 * as they are, so the copy never points into the template.
 */
export async function freshDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
  await cp(DATA_TEMPLATE, dataDir, { recursive: true, verbatimSymlinks: true });
}
