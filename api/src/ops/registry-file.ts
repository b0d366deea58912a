/**
 * Reads `registry.json`, the file the site folder holds for the renderer (docs/design.md#registry): written from
 * the registry in the database (registry-state.ts) after every change. The health check reports whether it
 * parses; the renderer and the command-line tools read it through here.
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
