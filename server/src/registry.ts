import type { Registry } from '@site/contracts/types';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Path of the registry in a site folder. */
export const registryPath = (site: string) => path.join(site, 'registry.json');

/** Reads the registry, or an empty one when none exists yet. */
export async function readRegistry(site: string): Promise<Registry> {
  try {
    return JSON.parse(await readFile(registryPath(site), 'utf8')) as Registry;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { schemaVersion: 1, remotes: {} };
    throw error;
  }
}

/** Writes a file atomically: a temporary file in the same folder, then a rename, so readers never see half. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, content);
  await rename(temp, file);
}

/** Writes the registry atomically (docs/design.md#registry). */
export async function writeRegistry(site: string, registry: Registry): Promise<void> {
  await writeFileAtomic(registryPath(site), `${JSON.stringify(registry, null, 2)}\n`);
}
