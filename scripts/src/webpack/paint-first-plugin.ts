import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import { PAGE_PRELOADS_ID } from '../paths.ts';

/** The file name of the start-up script the page runs instead of the shell's entry. */
export const BOOT_FILE = 'boot.js';

/**
 * The start-up script. Chrome runs deferred scripts before its first paint when they arrive quickly, so a
 * prerendered page, complete in its HTML, would wait for the shell's whole start (the federation runtime,
 * React, hydration) before anyone sees it. This waits until the page has loaded (its styles and the images on
 * screen) and its first contentful paint is reported, lets one more frame paint (the largest image's), then
 * adds the entry scripts (at most 3 s after load if the browser reports no paint), which the preload
 * links have been downloading meanwhile, and preloads the page's remote files the server listed in
 * #page-preloads. Links work all along, as plain links; a pointer, key or focus on the page starts the shell
 * at once.
 */
const bootSource = (entries: string[]) => `(function () {
  var start = function () {
    // The page's remote files (listed by the server), fetched in parallel with the shell's.
    var listed = document.getElementById('${PAGE_PRELOADS_ID}');
    (listed ? JSON.parse(listed.textContent) : []).forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = file.as;
      link.href = file.href;
      if (file.as === 'fetch') link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    });
    ${JSON.stringify(entries)}.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
  };
  // A page the server had not prerendered shows nothing until the scripts run: start at once.
  if (!document.querySelector('[data-prerendered]')) return start();
  var painted = new Promise(function (resolve) {
    if (document.visibilityState === 'hidden' || !window.PerformanceObserver) return resolve();
    try {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch (error) {
      resolve();
    }
    setTimeout(resolve, 3000);
  });
  var loaded = new Promise(function (resolve) {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', resolve, { once: true });
  });
  var started = false;
  var startOnce = function () {
    if (started) return;
    started = true;
    start();
  };
  // A visitor who reaches for the page before then gets the shell at once.
  ['pointerdown', 'keydown', 'focusin', 'touchstart'].forEach(function (type) {
    addEventListener(type, startOnce, { once: true, capture: true, passive: true });
  });
  Promise.all([painted, loaded]).then(function () {
    if (document.visibilityState === 'hidden') setTimeout(startOnce, 0);
    else requestAnimationFrame(function () { setTimeout(startOnce, 0); });
  });
})();
`;

/**
 * Replaces the shell's entry script tags in index.html with preload links (so the download starts at once, in
 * parallel with the styles, at low priority so it takes no bandwidth they need) and one small deferred
 * boot.js that runs them once the page has loaded and painted (issue 9: a prerendered page shows as soon as
 * its HTML, styles and images are in, as a static page does).
 */
export class PaintFirstPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PaintFirstPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('PaintFirstPlugin', (data) => {
        const entries = data.assetTags.scripts
          .map((tag) => tag.attributes.src)
          .filter((src): src is string => typeof src === 'string');
        const publicPath = data.publicPath === 'auto' ? '/' : data.publicPath;
        compilation.emitAsset(BOOT_FILE, new compiler.webpack.sources.RawSource(bootSource(entries)));
        // boot.js before the preloads, so it never waits behind them: the first paint does not, but the
        // browser counts what runs before the largest paint.
        data.assetTags.styles.push(
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${BOOT_FILE}` }),
          ...entries.map((href) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href }),
          ),
        );
        data.assetTags.scripts = [];
        return data;
      });
    });
  }
}
