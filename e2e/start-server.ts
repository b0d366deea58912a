/** Starts the production site for the browser tests on a fresh data folder (database, media, releases). */
import { rm } from 'node:fs/promises';
import path from 'node:path';

const dataDir = path.resolve(import.meta.dirname, '../data/e2e');
await rm(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import('../scripts/src/start.ts');
