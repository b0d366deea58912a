import { launchBrowser } from './src/browser.ts';
const browser = await launchBrowser();
for (const pathname of ['/contact', '/services/modalities/magnetic-resonance-imaging', '/']) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.addInitScript(() => {
    const w = window as any;
    w.__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) w.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element?.tagName + '.' + e.element?.className, connected: e.element?.isConnected });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    w.__removed = [];
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.removedNodes) if (n.nodeType === 1) w.__removed.push({ t: Math.round(performance.now()), tag: (n as Element).tagName + '.' + (n as Element).className });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`http://127.0.0.1:9310${pathname}`, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const out = await page.evaluate(() => ({ lcp: (window as any).__lcp, removed: (window as any).__removed.slice(0, 15), fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1) }));
  console.log(pathname, JSON.stringify(out, null, 0));
  await page.close();
}
await browser.close();
