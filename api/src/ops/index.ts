/**
 * What the operation scripts (the server's renderer queue and release calls; scripts/: backup, restore, deploy
 * tokens) use from the API, as `@site/api/ops`; `versionHealth` is each version's page views and client errors,
 * which a canary's automatic rollback judges, with `vitalsSince` (each lane's Web Vitals); the judgements are kept
 * (`keepCanaryJudgement`); a staged canary's stages are kept and moved on (`canary-plans.ts`); `releaseSeries` is a
 * remote's health hour by hour, for the Releases screen's charts.
 */
export { backupDatabase, restoreDatabase } from './backup.ts';
export { checkDeployToken, createDeployToken, recordDeployUse, revokeDeployToken } from './deploy-tokens.ts';
export { isLoopbackCaller, isTrustedProxyCaller } from './callers.ts';
export { installGracefulShutdown } from './shutdown.ts';
export { queueOpsMail } from '../mail/ops-mail.ts';
export { cachedPinsForToken, PIN_TTL_S, pinsForToken, pinVersion, unpin } from './release-pins.ts';
export { recordAudit, type AuditActor } from '../admin/lib/audit.ts';
export {
  createReleaseRecord,
  failStaleReleases,
  getReleaseRecord,
  getReleaseReport,
  listReleaseRecords,
  moveReleaseStatus,
  setReleaseStatus,
  storeReleaseReport,
  type ReleaseReportKind,
} from './release-records.ts';
export { countPageView, versionHealth } from './release-health.ts';
export { releaseSeries } from './release-series.ts';
export { ignoredVitals, vitalsSampleTotals, vitalsSince } from './vitals.ts';
export { keepCanaryJudgement, listCanaryJudgements } from './canary-judgements.ts';
export { dropCanaryPlan, getCanaryPlan, moveCanaryStage, restartCanaryStep, storeCanaryPlan } from './canary-plans.ts';
export { createAddressWindow } from './address-window.ts';
export { ignoredReports } from './client-errors.ts';
export { readRegistryFile } from './registry-file.ts';
export { readRegistryState, updateRegistryState, type RegistryState } from './registry-state.ts';
export {
  claimRenderJobs,
  completeRenderJobs,
  enqueueRender,
  releaseRenderJobs,
  renewRenderLease,
  pendingRenderJobs,
  pruneRenderJobs,
} from './render-queue.ts';
export type { Database } from '../db/client.ts';
export { pgliteLockHolder } from '../db/stale-lock.ts';
