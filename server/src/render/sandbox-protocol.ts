/**
 * The messages between the render sandbox (render-sandbox.ts) and its parent (sandbox.ts), one JSON message a
 * line over a pipe on the sandbox's fd 3 (docs/design.md#the-render-sandbox). Everything the sandbox sends is
 * untrusted: the parent reads at most RENDER_MESSAGE_MB a line and checks each message against what it asked
 * for.
 */
import type { RenderedPage, WorkerInput } from './page-renderer.ts';

/**
 * What the sandbox renders: the pass's input without the API's address, headers and the answers the parent
 * already holds, which stay with the parent.
 */
export type SandboxInput = Omit<WorkerInput, 'apiBase' | 'apiHeaders' | 'answers'>;

/** What a spare warms the shell's code with while it waits: the registry and settings of the call before it. */
export type WarmUp = Pick<SandboxInput, 'registry' | 'settings'>;

/**
 * From the parent: to a spare, what to warm up with; then what to render, and the answer to each of the
 * sandbox's API reads.
 */
export type ToSandbox =
  | ({ type: 'warm' } & WarmUp)
  | { type: 'render'; input: SandboxInput }
  | { type: 'answer'; id: number; found?: boolean; value?: unknown; error?: string };

/**
 * From the sandbox: an API read, the page it starts, how that page ended, and the end of its list (`last` when
 * a remote fell back to its previous version, so it must not render another call); or, before any remote's
 * code has run, why the shell's Node build could not be loaded.
 */
export type FromSandbox =
  | { type: 'fetch'; id: number; key: string }
  | { type: 'start'; path: string }
  | { type: 'rendered'; page: RenderedPage }
  | { type: 'moved'; path: string }
  | { type: 'failed'; path: string; reason: string }
  | { type: 'done'; last?: boolean }
  | { type: 'fatal'; reason: string };
