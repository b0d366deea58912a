import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from 'jest';

// One transform for every package: swc turns TypeScript and JSX into CommonJS for jest.
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const moduleNameMapper: Config['moduleNameMapper'] = {
  '\\.module\\.css$': 'identity-obj-proxy',
  '\\.(css|svg|png|webp|avif|jpg)$': path.join(import.meta.dirname, 'test-support/src/file-stub.ts'),
};

const browserProject = (name: string): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jest-fixed-jsdom',
  transform,
  moduleNameMapper,
  setupFilesAfterEnv: [path.join(import.meta.dirname, 'test-support/src/setup-dom.ts')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

const nodeProject = (name: string, testMatch: string[]): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'node',
  transform,
  testMatch,
  // A longer default time limit for their real database work (see the file).
  setupFilesAfterEnv: [path.join(import.meta.dirname, 'test-support/src/setup-node.ts')],
});

const config: Config = {
  // A worker per core: jest's default leaves one core idle, which on a 2-core machine halves the suite's speed
  // (measured: 11.4 min with one worker, 5.5 min with two).
  maxWorkers: '100%',
  // A worker that has used more heap than this after a test file is replaced by a new one. Run with Node's
  // --experimental-vm-modules (which the API tests need), jest cannot free a finished file's context: each
  // kept 25 to 30 MB, so a worker reached 770 MB by the end of the API files (docs/design.md#tests).
  workerIdleMemoryLimit: '800MB',
  // Every new embedded database of the run starts from one migrated copy instead of initdb and the migrations.
  globalSetup: path.join(import.meta.dirname, 'api/test/test-support/global-setup.ts'),
  projects: [
    nodeProject('contracts', ['<rootDir>/src/**/*.test.ts']),
    browserProject('shared'),
    browserProject('shell'),
    // Every remote is a folder named mfe-*: a new section needs no change here.
    ...readdirSync(import.meta.dirname)
      .filter((name) => name.startsWith('mfe-'))
      .map((name) => browserProject(name)),
    nodeProject('api', ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts']),
    nodeProject('server', ['<rootDir>/src/**/*.test.ts']),
    nodeProject('scripts', ['<rootDir>/src/**/*.test.ts']),
  ],
};

export default config;
