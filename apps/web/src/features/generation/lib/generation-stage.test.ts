import { describe, expect, it } from 'vitest';
import { DRAFT_QUIET_MS, formatElapsed, generationStage } from './generation-stage.ts';

describe('the progress line', () => {
  it('reads the stage from the draft: none yet, growing, then quiet', () => {
    expect(generationStage(false, 10_000)).toBe('reading');
    expect(generationStage(true, 100)).toBe('writing');
    expect(generationStage(true, DRAFT_QUIET_MS)).toBe('finishing');
  });

  it('says the elapsed time in Korean', () => {
    expect(formatElapsed(0)).toBe('0초');
    expect(formatElapsed(7_900)).toBe('7초');
    expect(formatElapsed(60_000)).toBe('1분');
    expect(formatElapsed(62_000)).toBe('1분 2초');
  });
});
