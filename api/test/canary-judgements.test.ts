import './test-support/vm-modules.ts';
import type { CanaryJudgementRecord, VitalsReport } from '@site/contracts/schemas';
import { canaryJudgementSchema } from '@site/contracts/schemas';
import { keepCanaryJudgement, listCanaryJudgements } from '../src/releases/canary-judgements.ts';
import { recordVitals, vitalsSince } from '../src/vitals/vitals.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * What the canary judgement reads and keeps (docs/design.md#releases): a lane's Web Vitals merged since the
 * canary's release, and the judgements with their figures, at most one a minute per canary unless the outcome
 * changes.
 */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
});

const view = (version: string, metrics: VitalsReport['metrics']): VitalsReport => ({
  remote: 'news',
  version,
  route: '/news',
  metrics,
});

describe('vitalsSince', () => {
  it('merges a lane’s hours from the one holding the release on, per metric, with count and p75', async () => {
    const db = testApp.app.db;
    // Recent hours: a write prunes those past the retention.
    const base = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3 * 3_600_000;
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const release = at(30).toISOString();
    // Before the release's hour: not counted.
    await recordVitals(db, view('2.1.0', [{ name: 'LCP', value: 9000 }]), 'canary', at(-1));
    // The release's hour and two hours later: 40 + 60 page views.
    for (let i = 0; i < 40; i += 1) {
      await recordVitals(
        db,
        view('2.1.0', [
          { name: 'LCP', value: 1000 },
          { name: 'CLS', value: 0.1 },
        ]),
        'canary',
        at(5),
      );
    }
    for (let i = 0; i < 60; i += 1) {
      await recordVitals(db, view('2.1.0', [{ name: 'LCP', value: 3000 }]), 'canary', at(160));
    }
    // Another lane and another version: apart.
    await recordVitals(db, view('2.1.0', [{ name: 'LCP', value: 5 }]), 'stable', at(120));
    await recordVitals(db, view('2.0.0', [{ name: 'LCP', value: 5 }]), 'canary', at(120));

    const canary = await vitalsSince(db, 'news', '2.1.0', 'canary', release);
    expect(canary.LCP.count).toBe(100);
    // The 75th of 100 values, 40 at 1000 ms and 60 at 3000 ms, is 3000 ms, within 5 %.
    expect(Math.abs(canary.LCP.p75 - 3000) / 3000).toBeLessThan(0.05);
    expect(canary.CLS.count).toBe(40);
    expect(Math.abs(canary.CLS.p75 - 0.1) / 0.1).toBeLessThan(0.05);
    // Recorded without a source (as from a test): no senders counted.
    expect(canary.INP).toEqual({ count: 0, sources: 0, p75: 0 });
    expect(canary.TTFB).toEqual({ count: 0, sources: 0, p75: 0 });
    // Without a time, every stored hour.
    expect((await vitalsSince(db, 'news', '2.1.0', 'canary')).LCP.count).toBe(101);
    expect((await vitalsSince(db, 'news', '2.1.0', 'stable', release)).LCP.count).toBe(1);
    expect((await vitalsSince(db, 'news', '9.9.9', 'canary', release)).LCP).toEqual({ count: 0, sources: 0, p75: 0 });
  });

  it('counts the distinct sources of a lane’s reports since the release, whichever metrics they carried', async () => {
    const db = testApp.app.db;
    const now = new Date();
    const report = (source: string, name: 'LCP' | 'INP') =>
      recordVitals(db, { ...view('3.0.0', [{ name, value: 1500 }]), remote: 'about' }, 'canary', now, source);
    // Three reports from one source, and one each from two others.
    for (const name of ['LCP', 'LCP', 'INP'] as const) await report('a1b2', name);
    await report('c3d4', 'LCP');
    await report('e5f6', 'INP');
    const lane = await vitalsSince(db, 'about', '3.0.0', 'canary', now.toISOString());
    expect(lane.LCP).toMatchObject({ count: 3, sources: 3 });
    expect(lane.INP).toMatchObject({ count: 2, sources: 3 });
    // Each lane and version apart.
    expect((await vitalsSince(db, 'about', '3.0.0', 'stable')).LCP.sources).toBe(0);
  });
});

describe('keepCanaryJudgement', () => {
  const figures: CanaryJudgementRecord['figures'] = {
    canary: { version: '2.1.0', views: 10, errors: 0, sources: 0, error_rate: 0 },
    stable: { version: '2.0.0', views: 90, errors: 0, sources: 0, error_rate: 0 },
    vitals: {
      LCP: { canary: { count: 3, p75: 1200 }, stable: { count: 30, p75: 1100 } },
      INP: { canary: { count: 0, p75: 0 }, stable: { count: 0, p75: 0 } },
      CLS: { canary: { count: 0, p75: 0 }, stable: { count: 0, p75: 0 } },
    },
  };
  const judgement = (at: string, outcome: CanaryJudgementRecord['outcome'], reason = 'r'): CanaryJudgementRecord => ({
    remote: 'news',
    canary_version: '2.1.0',
    stable_version: '2.0.0',
    percent: 10,
    outcome,
    reason,
    figures,
    judged_at: at,
  });

  it('keeps one a minute per canary, and at once when the outcome changes; lists them newest first', async () => {
    const db = testApp.app.db;
    const t0 = Date.parse('2026-06-01T10:00:00.000Z');
    const at = (seconds: number) => new Date(t0 + seconds * 1000).toISOString();
    expect(await keepCanaryJudgement(db, judgement(at(0), 'inconclusive', 'first'))).toBe(true);
    expect(await keepCanaryJudgement(db, judgement(at(10), 'inconclusive', 'ten seconds on'))).toBe(false);
    expect(await keepCanaryJudgement(db, judgement(at(59), 'inconclusive'))).toBe(false);
    expect(await keepCanaryJudgement(db, judgement(at(60), 'inconclusive', 'a minute on'))).toBe(true);
    expect(await keepCanaryJudgement(db, judgement(at(70), 'healthy', 'now healthy'))).toBe(true);
    expect(await keepCanaryJudgement(db, judgement(at(80), 'failing', 'failing'))).toBe(true);
    // Another canary of the same remote has its own minute.
    expect(await keepCanaryJudgement(db, { ...judgement(at(85), 'failing'), canary_version: '2.2.0' })).toBe(true);

    const kept = await listCanaryJudgements(db, 'news');
    expect(kept.map((row) => [row.canary_version, row.outcome, row.reason, row.judged_at])).toEqual([
      ['2.2.0', 'failing', 'r', at(85)],
      ['2.1.0', 'failing', 'failing', at(80)],
      ['2.1.0', 'healthy', 'now healthy', at(70)],
      ['2.1.0', 'inconclusive', 'a minute on', at(60)],
      ['2.1.0', 'inconclusive', 'first', at(0)],
    ]);
    for (const row of kept) expect(canaryJudgementSchema.parse(row)).toEqual(row);
    expect(kept[1]!.figures).toEqual(figures);
    expect(await listCanaryJudgements(db, 'news', 2)).toHaveLength(2);
    expect(await listCanaryJudgements(db, 'about')).toEqual([]);
  });
});
