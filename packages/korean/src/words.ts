import { stripParticle } from './particles.ts';

/** Content words: quick keys for comparing two passages, with particles and function words dropped. */

const STOPWORDS = new Set([
  '그리고',
  '하지만',
  '그러나',
  '또한',
  '이번',
  '지난',
  '올해',
  '오는',
  '관련',
  '대한',
  '위해',
  '통해',
  '따라',
  '것으로',
  '있다',
  '했다',
  '밝혔다',
  '전했다',
  '말했다',
  '한다',
  '된다',
  '됐다',
  '있는',
  '하는',
  '되는',
  '등',
  '및',
  '것',
  '수',
  '더',
  '이날',
  '현재',
  '가장',
  '모두',
  '다시',
  '함께',
  '최근',
  '이후',
  '이상',
  '이하',
  '정도',
  '경우',
  '때문',
  '뉴스',
  '기자',
]);

/** Content words: Hangul/Latin/number tokens with trailing particles removed and stopwords dropped. */
export function contentWords(text: string): string[] {
  const words = text.match(/[가-힣A-Za-z0-9][가-힣A-Za-z0-9.%·]*/g) ?? [];
  const result: string[] = [];
  for (const raw of words) {
    const word = stripParticle(raw.replace(/[.·]+$/, ''));
    if (word.length < 2 || STOPWORDS.has(word)) continue;
    result.push(word.toLowerCase());
  }
  return result;
}
