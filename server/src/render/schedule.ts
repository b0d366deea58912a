import { remoteForPath } from '@site/shared/registry';
import type { Registry } from '@site/shared/types';

/**
 * Takes from `queue` the next path for a tab whose document has shown pages of the `shown` remotes: a page of
 * a remote it has not loaded, so the same document can take it, from the remote with the most pages left (its
 * pages each need a document of their own, so they start early); the shell's own pages (no remote) only in a
 * new document, as they end it; else the first. Returns undefined when the queue is empty.
 */
export function takeNext(
  registry: Registry,
  queue: string[],
  shown: Set<string>,
  anyDocument: ReadonlySet<string> = new Set(),
): string | undefined {
  const owners = queue.map((path) => remoteForPath(registry, path)?.name);
  const left = new Map<string | undefined, number>();
  owners.forEach((owner, i) => anyDocument.has(queue[i]!) || left.set(owner, (left.get(owner) ?? 0) + 1));
  let index = -1;
  owners.forEach((owner, i) => {
    if (anyDocument.has(queue[i]!)) return;
    const fits = owner === undefined ? shown.size === 0 : !shown.has(owner);
    if (fits && (index < 0 || left.get(owner)! > left.get(owners[index])!)) index = i;
  });
  if (index < 0) index = queue.findIndex((path) => anyDocument.has(path));
  return queue.splice(Math.max(index, 0), 1)[0];
}
