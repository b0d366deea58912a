/** @jest-environment node */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { securityHeaderValues } from '@site/api/security-policy';
import { inlineScriptHash, PaintFirstPlugin } from './paint-first-plugin.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'paint-first-plugin-'));
  await mkdir(path.join(dir, 'src'));
  await writeFile(
    path.join(dir, 'src/index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/**
 * Builds an app whose entry is `source` with the shell's HTML plugins, as a production build; answers the
 * build's errors, its index.html, its files and the start-up script's element: the entries it lists and its code.
 */
async function build(source: string) {
  await writeFile(path.join(dir, 'src/index.js'), source);
  const output = path.join(dir, `dist-${Math.random().toString(36).slice(2)}`);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: output, filename: '[name].[contenthash:10].js', publicPath: '/' },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', inject: 'body' }),
      new PaintFirstPlugin(),
    ],
    infrastructureLogging: { level: 'error' },
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const errors = stats.compilation.errors.map((error) => error.message);
  const html = errors.length ? '' : await readFile(path.join(output, 'index.html'), 'utf8');
  const element = /<script data-entries="?([^">]*)"?>([\s\S]*?)<\/script><\/body>/.exec(html);
  return {
    errors,
    html,
    files: errors.length ? [] : await readdir(output),
    entries: element?.[1]?.split(' '),
    code: element?.[2],
  };
}

// Two production builds of the real start-up script (about 10 s on the 2-core machine).
describe("the shell's start-up script in index.html", () => {
  let first: Awaited<ReturnType<typeof build>>;
  let second: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    first = await build('document.title = "first";\n');
    second = await build('document.title = "second build";\n');
  }, 120_000);

  it("is inline, last in the body, listing the build's entries on its element and naming no script file", () => {
    expect(first.errors).toEqual([]);
    expect(first.entries).toEqual([expect.stringMatching(/^\/main\.[0-9a-f]{10}\.js$/)]);
    expect(first.html.match(/<script/g)).toHaveLength(1);
    // The script's code adds preloads and scripts later; the document itself names none.
    expect(first.html.replace(first.code!, '')).not.toMatch(/<script[^>]*\ssrc=|rel="?preload/);
    expect(first.files.filter((file) => /^boot\b/.test(file))).toEqual([]);
  });

  it('has the same code whatever the build, so its hash is a property of its code', () => {
    expect(second.errors).toEqual([]);
    expect(second.entries).not.toEqual(first.entries);
    expect(second.code).toBe(first.code);
    expect(first.code).toMatch(/data-entries/);
  });

  it('is allowed by the Content-Security-Policy the server sends, on the public origin and the admin’s', () => {
    const hashSource = `'${inlineScriptHash(first.code!)}'`;
    for (const admin of [false, true]) {
      const policy = securityHeaderValues({ devMode: false, admin })['Content-Security-Policy']!;
      expect(/(?:^|;)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toEqual(["'self'", hashSource]);
    }
  });
});

describe('inlineScriptHash', () => {
  it('is the hash source a browser matches an inline script against: sha256 of its UTF-8 text, in base64', () => {
    // The example of the Content Security Policy specification, for the script text alert('Hello, world.');
    expect(inlineScriptHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
  });
});
