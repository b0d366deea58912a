/** The processes under a process, read from /proc: what the checks that no browser runs in the site look at. */
import { readdirSync, readFileSync } from 'node:fs';

/** A browser on a process's command line: Debian's chromium, Chrome, or Playwright's headless shell. */
export const BROWSER_COMMAND = /chromium|chrome|headless_shell/i;

/**
 * Every process descended from `root` (not `root` itself), with its command line (arguments joined by
 * spaces; empty for one that exited while it was read). Linux only.
 */
export function descendants(root: number): { pid: number; cmdline: string }[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // "pid (comm) state ppid …": the command name may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  const found: { pid: number; cmdline: string }[] = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    } catch {
      // exited meanwhile: its children, if any, are still looked at
    }
    found.push({ pid, cmdline });
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}
