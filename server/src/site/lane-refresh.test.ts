import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readLanePercent } from '../render/generations.ts';
import { createLanePages } from './lanes.ts';

/**
 * The canary's share as a server sees it after a look at the lanes: the share read by the newest look, even when
 * an older look, begun before the renderer changed the share, ends after it. A release is answered once this
 * server has looked (docs/design.md#releases), so its first visitors must not get the share from before it.
 */

jest.mock('../render/generations.ts', () => ({
  ...jest.requireActual<object>('../render/generations.ts'),
  readLanePercent: jest.fn(),
}));
const readShare = jest.mocked(readLanePercent);

let site: string;
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'lane-refresh-'));
});
afterAll(() => rm(site, { recursive: true, force: true }));

it('keeps the share of the newest look when an older look ends after it', async () => {
  const lanes = createLanePages(site, false);
  // The older look's read of lanes.json is slow and finds the share from before the switch; a newer one finds 10.
  const slowRead = Promise.withResolvers<number>();
  readShare.mockReturnValueOnce(slowRead.promise).mockResolvedValueOnce(10);

  const older = lanes.refresh();
  const newer = lanes.refresh();
  // Time for the newer look to end first, were the two to run side by side.
  await new Promise((resolve) => setTimeout(resolve, 50));
  slowRead.resolve(0);
  await Promise.all([older, newer]);

  expect(lanes.percent()).toBe(10);
  expect(readShare).toHaveBeenCalledTimes(2);
});
