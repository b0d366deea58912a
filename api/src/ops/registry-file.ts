/**
 * Reads the release registry (docs/design.md#registry) that the release and rollback scripts write and the site serves:
 * the health check reports whether it is readable, and the client-error summary counts since each release.
 */
import { readFile } from 'node:fs/promises';
import type { Registry } from '@site/contracts/types';

/**
 * Reads and parses the registry at `file`. Returns it; throws when the file is missing or unreadable, is not
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
