/**
 * What the operation scripts (scripts/: serve, backup, restore) use from the API, as `@site/api/ops`.
 */
export { backupDatabase, backupKind, restoreDatabase } from './backup.ts';
export type { BackupOptions, BackupResult, BackupTarget } from './backup.ts';
export { gracefulShutdown, installGracefulShutdown } from './shutdown.ts';
export type { GracefulShutdownOptions } from './shutdown.ts';
