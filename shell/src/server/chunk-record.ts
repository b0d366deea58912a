/**
 * Which lazily loaded chunks of this Node build a render asked for. Every `import()` in a webpack build calls
 * `__webpack_require__.e` (`__webpack_chunk_load__`) with its chunk id, loaded before or not, so wrapping it
 * sees every chunk a render uses, not only those loaded first by it. A remote's Node build wraps it the same
 * way in its container (scripts/src/webpack/server-config.ts).
 */
type ChunkLoad = (chunkId: string | number) => Promise<unknown>;
declare const __webpack_require__: { e?: ChunkLoad } | undefined;

let recording: Set<string | number> | undefined;

if (typeof __webpack_require__ !== 'undefined' && __webpack_require__.e) {
  const load = __webpack_require__.e;
  __webpack_require__.e = (chunkId) => {
    recording?.add(chunkId);
    return load(chunkId);
  };
}

/**
 * Runs `render` with a fresh set that collects the chunk ids it asks for, and returns what `render` returns.
 * Renders must not overlap: the set belongs to the one running.
 */
export async function recordChunks<T>(render: (chunks: Set<string | number>) => Promise<T>): Promise<T> {
  if (recording) throw new Error('Another page is being rendered: pages render one at a time.');
  const chunks = new Set<string | number>();
  recording = chunks;
  try {
    return await render(chunks);
  } finally {
    recording = undefined;
  }
}
