import { describe, expect, it } from 'vitest';
import type { StoryEntity } from '../../../story/model.ts';
import { createReferrer } from './refer.ts';

const person = (name: string, role: string): StoryEntity => ({ name, kind: 'person', role, mentions: 3 });

describe('how the post names a person', () => {
  it('puts a word that introduces a name before it and a title after it, the first time', () => {
    const refer = createReferrer([person('여하진', '가드'), person('배윤결', '감독'), person('한서율', '배우')]);
    expect(refer.name(person('여하진', '가드'))).toBe('가드 여하진');
    expect(refer.name(person('배윤결', '감독'))).toBe('배윤결 감독');
    expect(refer.name(person('한서율', '배우'))).toBe('배우 한서율');
  });

  it('drops a player’s position after the first mention', () => {
    const refer = createReferrer([person('여하진', '가드')]);
    refer.name(person('여하진', '가드'));
    expect(refer.name(person('여하진', '가드'))).toBe('여하진');
  });
});
