/** Headless Chromium where a browser is the point: release verification, audits and the browser tests. */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Where Debian puts Chromium; CHROMIUM_PATH overrides. */
const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium's flags here: no sandbox as root, no GPU, and none of its calls home on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A proxy address where nothing listens: what is sent there is refused at once. */
const DEAD_PROXY = 'http://127.0.0.1:9';

/**
 * Chromium's proxy setting that keeps a browser on this machine: loopback addresses (and `*.localhost`, which
 * Chromium resolves to loopback itself) are reached directly, and every other host is sent to DEAD_PROXY and
 * refused at once, IP addresses included. Chromium applies it itself, so no request waits on the caller.
 */
export const LOOPBACK_ONLY_PROXY = { server: DEAD_PROXY, bypass: '127.0.0.1,localhost' };

/** True when a Chromium is installed. */
export const hasChromium = () => existsSync(chromiumPath());

/**
 * Starts headless Chromium with the flags that keep it from calling home on a closed network. It reaches
 * loopback addresses only: everything else goes to a proxy address where nothing listens, IP addresses
 * included. A context made by siteOnlyContext narrows that to the one site it checks.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    proxy: LOOPBACK_ONLY_PROXY,
    args: CHROMIUM_ARGS,
  });
}

/**
 * A browser context that reaches `origin` (an `http://127.0.0.1:<port>` address) and nothing else: every
 * request goes to a proxy address where nothing listens, loopback included (`<-loopback>`), except those to
 * the origin's own host and port. A map tile, a video thumbnail, an address an editor typed or another
 * service on this machine is refused before it leaves the browser. Chromium applies the rule itself, so no
 * request waits on this process, as intercepting each one (page.route) would make it.
 */
export async function siteOnlyContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const { host } = new URL(origin);
  return browser.newContext({
    serviceWorkers: 'block',
    proxy: { server: DEAD_PROXY, bypass: `<-loopback>,${host}` },
  });
}
