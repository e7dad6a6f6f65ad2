import { randomInt } from 'node:crypto';

const ADJECTIVES = [
  '반짝이는',
  '다정한',
  '부지런한',
  '용감한',
  '상냥한',
  '느긋한',
  '씩씩한',
  '명랑한',
  '슬기로운',
  '포근한',
  '날쌘',
  '차분한',
];
const NOUNS = [
  '고래',
  '다람쥐',
  '수달',
  '펭귄',
  '여우',
  '부엉이',
  '고양이',
  '판다',
  '돌고래',
  '참새',
  '너구리',
  '하마',
];

/** A friendly Korean nickname such as "다정한수달4821" (always ≤ 20 characters). */
export function friendlyNickname(): string {
  const adjective = ADJECTIVES[randomInt(ADJECTIVES.length)]!;
  const noun = NOUNS[randomInt(NOUNS.length)]!;
  return `${adjective}${noun}${randomInt(1000, 10000)}`;
}
