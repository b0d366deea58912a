/**
 * The remote versions each page of a named generation was rendered with, read from its manifest
 * (docs/design.md#releases). nginx names the generation it served a document from (its `$realpath_root`, the
 * lane's links resolved), so a served document is counted as a view of the versions in that very generation,
 * even when this server has not yet seen the switch that made it current.
 */
import { LRUCache } from 'lru-cache';
import path from 'node:path';
import { GENERATION_ID, KEPT_GENERATIONS, readManifest, type GenerationManifest } from '../render/generations.ts';

/** A generation's pages by document file: the remotes (name → version) each was rendered with. */
export const remotesByPageFile = (manifest: GenerationManifest | undefined): Map<string, Record<string, string>> =>
  new Map(Object.values(manifest?.pages ?? {}).map((page) => [page.file, page.inputs.remotes]));

/** Looks up `relative` (a page's document file) in generation `id`: its remotes, name → version. */
export type GenerationRemotes = (id: string, relative: string) => Promise<Record<string, string> | undefined>;

/**
 * Makes the lookup for the generations of `site` (see the file's comment). `served` is a folder path or a bare
 * id; only its last segment is read, and only when it has a generation id's form. Resolves undefined for an
 * unknown generation, a file that is no page of it, or a page the browser renders; never rejects. The last few
 * manifests read are held in memory (a generation's manifest never changes).
 */
export function createGenerationRemotes(site: string): GenerationRemotes {
  const manifests = new LRUCache<string, Map<string, Record<string, string>>>({
    // The kept generations and the canary's.
    max: KEPT_GENERATIONS + 1,
    fetchMethod: async (id) => {
      const manifest = await readManifest(site, id);
      return manifest && remotesByPageFile(manifest);
    },
  });
  return async (served, relative) => {
    const id = path.basename(served);
    if (!GENERATION_ID.test(id)) return undefined;
    return (await manifests.fetch(id))?.get(relative);
  };
}
