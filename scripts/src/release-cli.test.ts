import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The release command's stages (docs/design.md#canary-stages): refused before anything is built or released,
 * naming the flag at fault, with the usage.
 */

const CLI = path.join(import.meta.dirname, 'release-cli.ts');

/** Runs `npm run release -- ...args`; resolves with its exit code and what it printed to stderr. */
async function release(...args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    const { stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], { timeout: 20_000 });
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

jest.setTimeout(30_000);

it.each([
  [
    ['about', '--canary', '10', '--stages', '10,5,100', '--step-minutes', '30'],
    '--stages: Stages go strictly up: 5 follows 10.',
  ],
  [
    ['about', '--canary', '10', '--stages', '20,100', '--step-minutes', '30'],
    "--stages: The first stage is the canary's starting share: 10, not 20.",
  ],
  [
    ['about', '--canary', '10', '--stages', '10,50:later', '--step-minutes', '30'],
    '--stages: "50:later" is not a stage',
  ],
  [
    ['about', '--canary', '10', '--stages', '10,100', '--step-minutes', '0'],
    '--step-minutes: Give a step of at least 0.01 minutes.',
  ],
  [['about', '--canary', '10', '--stages', '10,100'], '--step-minutes: Give the step between stages in minutes.'],
  [['about', '--stages', '10,100', '--step-minutes', '5'], '--canary: Stages need a canary: give its starting share.'],
  [['advance'], 'npm run release -- advance <remote>'],
])('refuses %j before building anything', async (args, words) => {
  const { code, stderr } = await release(...args);
  expect(code).toBe(2);
  expect(stderr).toContain(words);
  expect(stderr).toContain('Usage: npm run release');
});
