import { describe, expect, it } from 'vitest';
import { lastSeoulDates, seoulDate, seoulDayStart } from './seoul-days.ts';

describe('Seoul days', () => {
  it('puts 15:00 UTC on the next Seoul day and 14:59 on the same one', () => {
    expect(seoulDate(new Date('2026-03-01T14:59:59Z'))).toBe('2026-03-01');
    expect(seoulDate(new Date('2026-03-01T15:00:00Z'))).toBe('2026-03-02');
  });

  it('starts a Seoul day at 15:00 UTC the day before', () => {
    expect(seoulDayStart(new Date('2026-03-02T01:00:00Z')).toISOString()).toBe('2026-03-01T15:00:00.000Z');
    expect(seoulDayStart(new Date('2026-03-02T01:00:00Z'), 2).toISOString()).toBe('2026-02-27T15:00:00.000Z');
  });

  it('lists days newest first across a month end and a leap day', () => {
    expect(lastSeoulDates(new Date('2028-03-01T16:00:00Z'), 4)).toEqual([
      '2028-03-02',
      '2028-03-01',
      '2028-02-29',
      '2028-02-28',
    ]);
  });
});
