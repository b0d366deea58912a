import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageOf } from '../webpack/chunk-packages-plugin.ts';
import {
  buildFloorBundle,
  FLOOR_CHUNK_MAP_FILE,
  floorDocument,
  siteModulesIn,
  type FloorBundle,
  type FloorChunkMap,
} from './floor-bundle.ts';

describe('siteModulesIn', () => {
  it("names every module under the site's own folders, and no installed package", () => {
    const chunkMap: FloorChunkMap = {
      'floor.0123456789.js': [
        'node_modules/react-dom/cjs/react-dom-client.production.js',
        'node_modules/@site/shared/src/index.ts',
        'scripts/src/audit/floor-entry.ts',
        'shell/src/main.tsx',
        'shared/src/router.ts',
        'mfe-about/src/routes.tsx',
        'api/src/app.ts',
        'server/src/paths.ts',
        'contracts/src/types.ts',
        'shell/node_modules/swr/dist/index.mjs',
      ],
    };
    expect(siteModulesIn(chunkMap)).toEqual([
      'shell/src/main.tsx',
      'shared/src/router.ts',
      'mfe-about/src/routes.tsx',
      'api/src/app.ts',
      'server/src/paths.ts',
      'contracts/src/types.ts',
    ]);
  });
});

describe('the floor copy of a page', () => {
  it("keeps the page's JSON data in place, drops its scripts and loads the floor bundle at the end of the head", () => {
    const html = `<!doctype html><html><head><title>Contact</title>
<script type="application/json" id="page-preloads">[]</script>
<link rel=preload as=script href=/main.0123456789.js></head><body><div id="root"><h1>Contact</h1></div>
<script id=site-data type=application/json>{"registry":{}}</script><script data-entries="/1.0123456789.js /main.0123456789.js">(()=>{boot()})();</script></body></html>`;
    const floor = floorDocument(html, '/_floor/floor.abcdef0123.js');
    expect(floor).not.toMatch(/boot\(|main\.0123456789/);
    expect(floor).toContain('<script type="application/json" id="page-preloads">[]</script>');
    expect(floor).toContain(
      '<script defer src="/_floor/floor.abcdef0123.js"></script></head><body><div id="root"><h1>Contact</h1></div>\n' +
        '<script id=site-data type=application/json>{"registry":{}}</script></body>',
    );
  });
});

// A real production build of floor-entry.ts (about 20 s on the 2-core machine).
describe('the floor bundle', () => {
  let dir: string;
  let bundle: FloorBundle;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'floor-bundle-test-'));
    bundle = await buildFloorBundle(dir);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is one script, with its chunk map written beside it', async () => {
    expect(Object.keys(bundle.chunkMap)).toEqual([bundle.script]);
    expect(JSON.parse(await readFile(path.join(dir, FLOOR_CHUNK_MAP_FILE), 'utf8'))).toEqual(bundle.chunkMap);
  });

  it("contains none of the site's own modules", () => {
    expect(siteModulesIn(bundle.chunkMap)).toEqual([]);
  });

  it('contains react-dom, the router, swr, dayjs and the federation runtime', () => {
    const packages = bundle.chunkMap[bundle.script]!.map((file) => packageOf(file, ''));
    expect(packages).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        'react-router',
        'swr',
        'dayjs',
        '@module-federation/runtime',
        '@module-federation/runtime-core',
      ]),
    );
  });
});
