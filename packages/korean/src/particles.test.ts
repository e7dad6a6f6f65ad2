import { describe, expect, it } from 'vitest';
import { particle, stripParticle, withParticle } from './particles.ts';

describe('particle', () => {
  it.each([
    ['한빛전자', '이/가', '가'],
    ['둘레길', '이/가', '이'],
    ['EV7', '이/가', '이'],
    ['AI', '은/는', '는'],
    ['서울', '으로/로', '로'],
    ['부산항', '으로/로', '으로'],
    ['루미나잇', '과/와', '과'],
    ['누리페이', '이다/다', '다'],
    ['물결역', '이다/다', '이다'],
    ['7', '으로/로', '로'],
    ['3', '으로/로', '으로'],
    ['12km', '을/를', '를'],
    ['5kg', '을/를', '을'],
    ['6.4%', '이/가', '가'],
    ["'바람의 노래'", '은/는', '는'],
    ['택시', '이에요/예요', '예요'],
  ])('%s + %s → %s', (word, options, expected) => {
    expect(particle(word, options)).toBe(expected);
  });

  it('writes the word with its particle', () => {
    expect(withParticle('청록제약', '이/가')).toBe('청록제약이');
  });
});

describe('stripParticle', () => {
  it('drops one trailing particle and leaves short words alone', () => {
    expect(stripParticle('한빛전자가')).toBe('한빛전자');
    expect(stripParticle('둘레길에서')).toBe('둘레길');
    expect(stripParticle('EV7')).toBe('EV7');
    expect(stripParticle('나이')).toBe('나이');
  });
});
