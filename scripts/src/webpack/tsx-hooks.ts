/**
 * Module hooks that let plain Node import a remote's source as webpack would see it: TSX compiled by swc,
 * CSS modules as a proxy that answers each class name with itself, images as their URL. Used to read a
 * remote's route objects at build time; nothing here is bundled.
 */
import { transformSync } from '@swc/core';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const CSS_MODULE = 'export default new Proxy({}, { get: (_target, key) => key });';

registerHooks({
  load(url, context, nextLoad) {
    if (/\.css$/.test(url)) return { format: 'module', source: CSS_MODULE, shortCircuit: true };
    if (/\.(svg|png|webp|avif|jpg)$/.test(url)) {
      return { format: 'module', source: `export default ${JSON.stringify(url)};`, shortCircuit: true };
    }
    if (url.endsWith('.tsx') && !url.includes('/node_modules/')) {
      const loaded = nextLoad(url, { ...context, format: 'module' });
      const { code } = transformSync(String(loaded.source), {
        filename: fileURLToPath(url),
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'es6' },
      });
      return { format: 'module', source: code, shortCircuit: true };
    }
    return nextLoad(url, context);
  },
});
