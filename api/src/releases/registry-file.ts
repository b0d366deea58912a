/**
 * Reads a `registry.json` (docs/design.md#registry): the copy each generation of pages keeps of the registry it
 * was rendered with, or the site folder's file from before the registry moved into the database, which the web
 * server adopts at its first start. The registry itself is the database's (registry-state.ts).
 */
import { readFile } from 'node:fs/promises';
import type { Registry } from '@site/contracts/types';

/**
 * Reads and parses the registry file at `file`. Returns it; throws when the file is missing or unreadable, is not
 * JSON, or has no `remotes` object.
 */
export async function readRegistryFile(file: string): Promise<Registry> {
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  const remotes = (parsed as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new Error(`${file} has no "remotes" object.`);
  }
  return parsed as Registry;
}
