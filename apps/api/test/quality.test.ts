import { describe, expect, it } from 'vitest';
import { evaluate, formatReport, loadDemo, loadHeldOut, TARGETS, type QualityReport } from './quality/evaluate.ts';

/*
 * The post quality bars, on the held-out set (written separately, never tuned on) and the demo corpus.
 * `npm run bench -- quality` prints the same figures as a table.
 */
function expectBars(report: QualityReport) {
  const context = formatReport(report).join('\n');
  expect(report.grouping.f1, context).toBeGreaterThanOrEqual(TARGETS.f1);
  expect(report.inventedFigures, context).toBe(0);
  expect(report.figuresToldThreeTimes, context).toBe(0);
  expect(report.plainShareHaeyo, context).toBeLessThanOrEqual(TARGETS.plainShareHaeyo);
  expect(report.hamnidaShare, context).toBeGreaterThanOrEqual(TARGETS.hamnidaShare);
  expect(report.sharedSentenceShare, context).toBeLessThanOrEqual(TARGETS.sharedSentenceShare);
  expect(report.disclosureFirst.first, context).toBe(report.disclosureFirst.posts);
  expect(report.lengthsOrdered, context).toBe(true);
  expect(report.twoMemberSimilarityMax, context).toBeLessThan(TARGETS.twoMemberSimilarity);
}

describe('post quality (issue 16)', () => {
  it('meets the bars on the held-out set', { timeout: 120_000 }, async () => {
    expectBars(await evaluate(loadHeldOut()));
  });

  it('meets the bars on the demo corpus', { timeout: 120_000 }, async () => {
    expectBars(await evaluate(loadDemo()));
  });
});
