/**
 * The floor bundle's entry (docs/design.md#speed), run in the browser in place of the site's scripts: it loads and
 * starts the runtime packages every page of the site needs before any of the site's own code, and nothing
 * else. The audit measures a page with this script as the least main-thread work the site could do there.
 * It must import no site code (shell, shared, contracts, a remote): floor-bundle.test.ts checks the build.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import dayjs from 'dayjs';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import useSWR, { SWRConfig } from 'swr';

/** The remotes the served document's inline registry (`#site-data`) names, by name and entry URL. */
function documentRemotes(): { name: string; entry: string }[] {
  const inline = document.getElementById('site-data')?.textContent;
  if (!inline) return [];
  const { registry } = JSON.parse(inline) as { registry?: { remotes?: Record<string, { entry: string }> } };
  return Object.entries(registry?.remotes ?? {}).map(([name, remote]) => ({ name, entry: remote.entry }));
}

// Registered as the shell registers them, so the runtime does its set-up work; no remote is loaded.
const federation = createInstance({ name: 'floor', remotes: documentRemotes(), shareStrategy: 'loaded-first' });

// A router that matches the address but is never mounted: the page's markup stays as the server sent it.
const router = createBrowserRouter([{ path: '*', element: null }]);

// React starts on an element outside the document, so the page is left as it is; SWR's provider is the
// trivial element it renders, which keeps swr evaluated.
const root = createRoot(document.createElement('div'));
root.render(createElement(SWRConfig, { value: {} }, null));

// Kept where the bundler cannot prove them unused, so every package is evaluated, not shaken out.
(window as unknown as { __floor: unknown }).__floor = { federation, router, root, useSWR, today: dayjs().format() };
