import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { titlesFor } from './frame.ts';
import { BAKERY_SHEET } from './story-fixtures.ts';

describe('post titles', () => {
  it('never tell the event the keyword already names again as the tail', () => {
    const sheet = { ...BAKERY_SHEET, lead: { ...BAKERY_SHEET.lead, what: '소금빵공방 2호점 개장' } };
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const titles = titlesFor(
        {
          sheet,
          category: '맛집',
          title: "'소금빵공방' 2호점 개장",
          who: '소금빵공방',
          reference: new Date('2026-11-26T09:00:00+09:00'),
          outlets: ['바다일보'],
        },
        createRandom(seed),
      );
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title).not.toMatch(/2호점 개장.*2호점 개장/);
    }
  });
});
