import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
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

  it('changes when shipped code changes, and not when only a test or test helper does', async () => {
    const before = sharedContentVersion(dir);
    await writeFile(path.join(dir, 'src/format/date.test.ts'), 'it("formats again", () => undefined);');
    await cp(path.join(dir, 'package.json'), path.join(dir, 'src/test-support/fixture.json'));
    expect(sharedContentVersion(dir)).toBe(before);
    await writeFile(path.join(dir, 'src/format/date.ts'), 'export const changed = true;');
    expect(sharedContentVersion(dir)).not.toBe(before);
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
