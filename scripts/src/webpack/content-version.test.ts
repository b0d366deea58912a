import fs from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentDigest, sharedContentVersion } from './content-version.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-version-'));
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: '@site/shared', version: '1.0.0' }));
  await cp(path.join(import.meta.dirname, 'content-version.ts'), path.join(dir, 'src/format/date.ts'));
  await writeFile(path.join(dir, 'src/format/date.test.ts'), 'it("formats", () => undefined);');
});

afterEach(() => rm(dir, { recursive: true, force: true }));

describe('sharedContentVersion', () => {
  it('is the package version with a digest of the shipped sources, the same for the same sources', () => {
    const version = sharedContentVersion(dir);
    expect(version).toMatch(/^1\.0\.0-c\.[0-9a-f]{10}$/);
    expect(sharedContentVersion(dir)).toBe(version);
  });

  it('changes when shipped code changes, and not when only a test does', async () => {
    const before = sharedContentVersion(dir);
    await writeFile(path.join(dir, 'src/format/date.test.ts'), 'it("formats again", () => undefined);');
    expect(sharedContentVersion(dir)).toBe(before);
    await writeFile(path.join(dir, 'src/format/date.ts'), 'export const changed = true;');
    expect(sharedContentVersion(dir)).not.toBe(before);
  });

  it('stays the same when a test builder or a contracts type beside the shared package changes', async () => {
    // The repository's layout in small: shared imports a type from contracts, and tests build records with
    // test-support's builders.
    const files: Record<string, string> = {
      'shared/package.json': JSON.stringify({ name: '@site/shared', version: '1.0.0' }),
      'shared/src/index.ts': "export type { NewsItem } from '@site/contracts/types';",
      'contracts/package.json': JSON.stringify({ name: '@site/contracts', version: '1.0.0' }),
      'contracts/src/types/entities.ts': 'export interface NewsItem { id: number; title: string }',
      'test-support/package.json': JSON.stringify({ name: '@site/test-support', version: '1.0.0' }),
      'test-support/src/builders.ts': "export const buildNewsItem = () => ({ id: 1, title: 'News' });",
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, 'repo', file)), { recursive: true });
      await writeFile(path.join(dir, 'repo', file), text);
    }
    const shared = path.join(dir, 'repo/shared');
    const before = sharedContentVersion(shared);
    await writeFile(path.join(dir, 'repo/test-support/src/builders.ts'), 'export const buildNewsItem = () => ({});');
    await writeFile(path.join(dir, 'repo/contracts/src/types/entities.ts'), 'export interface NewsItem { id: string }');
    expect(sharedContentVersion(shared)).toBe(before);
    await writeFile(
      path.join(shared, 'src/index.ts'),
      "export type { NewsItem as Story } from '@site/contracts/types';",
    );
    expect(sharedContentVersion(shared)).not.toBe(before);
  });
});

describe('the shared content version of this repository', () => {
  const repo = path.resolve(import.meta.dirname, '../../..');

  it('reads no file outside shared/', () => {
    const read = jest.spyOn(fs, 'readFileSync');
    try {
      sharedContentVersion(path.join(repo, 'shared'));
      const files = read.mock.calls.map(([file]) => path.relative(repo, String(file)).split(path.sep).join('/'));
      expect(files).toContain('shared/src/index.ts');
      expect(files.filter((file) => !file.startsWith('shared/'))).toEqual([]);
    } finally {
      read.mockRestore();
    }
  });

  it('is the same for a copy of shared/ alone, with no contracts/ or test-support/ beside it', async () => {
    const copy = path.join(dir, 'shared');
    await cp(path.join(repo, 'shared'), copy, { recursive: true, filter: (from) => !from.includes('node_modules') });
    expect(sharedContentVersion(copy)).toBe(sharedContentVersion(path.join(repo, 'shared')));
  });
});

describe('contentDigest', () => {
  it('tells apart the same sources in another package folder', async () => {
    const other = path.join(dir, 'other');
    await cp(path.join(dir, 'src'), path.join(other, 'src'), { recursive: true });
    await cp(path.join(dir, 'package.json'), path.join(other, 'package.json'));
    expect(contentDigest(other)).not.toBe(contentDigest(dir));
  });
});
