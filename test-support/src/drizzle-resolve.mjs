/**
 * Preloaded into the test suites' Node processes (`npm test` and `.ci/run` put `--import` of this file in
 * NODE_OPTIONS; docs/design.md#tests): resolves drizzle-orm's imports of its own files without Node's package
 * lookup. Plain JavaScript that checks for `registerHooks`, because every Node process of the run loads it,
 * npm's own on the system's older Node included (which then goes on without it).
 *
 * For each relative import inside a package, Node reads the package's `package.json` again to learn the file's
 * module format; drizzle-orm's is 179 KB (447 `exports` entries), so the few hundred imports of
 * `drizzle-orm/pg-core` cost about 1.3 s of CPU in every process that loads it (measured: 1.45 s, 0.26 s with
 * this hook). Every site, command and server a test starts loads it. The package declares `"type": "module"`,
 * so a relative import from one of its `.js` files to another can only be that file, as an ES module: the hook
 * answers exactly that, and leaves every other import to Node.
 */
import * as nodeModule from 'node:module';

const PACKAGE = '/node_modules/drizzle-orm/';

nodeModule.registerHooks?.({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL ?? '';
    const at = parent.lastIndexOf(PACKAGE);
    if (at < 0 || !parent.endsWith('.js') || !/^\.\.?\//.test(specifier)) return nextResolve(specifier, context);
    const root = parent.slice(0, at + PACKAGE.length);
    const url = new URL(specifier, parent).href;
    // Out of the package's folder, or not a JavaScript file of it: Node decides.
    if (!url.startsWith(root) || !url.endsWith('.js')) return nextResolve(specifier, context);
    return { url, format: 'module', shortCircuit: true };
  },
});
