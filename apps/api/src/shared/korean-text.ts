/**
 * Small Korean text tools: sentence splitting, word tokens with particles stripped,
 * character shingles and SimHash. No morphological analyzer installs offline, so this
 * stays heuristic and sits behind these functions.
 */

const PARTICLES = [
  '으로써',
  '으로서',
  '에서는',
  '에게서',
  '까지는',
  '부터는',
  '이라는',
  '이라고',
  '이라며',
  '라는',
  '라고',
  '라며',
  '에서',
  '에게',
  '으로',
  '까지',
  '부터',
  '보다',
  '처럼',
  '마저',
  '조차',
  '이나',
  '이며',
  '이고',
  '에는',
  '와의',
  '과의',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '에',
  '의',
  '와',
  '과',
  '도',
  '로',
  '만',
  '나',
  '며',
];
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

export function normalizeWhitespace(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const segmenter = new Intl.Segmenter('ko', { granularity: 'sentence' });

/** Sentences of a text, trimmed, without empty ones. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    for (const { segment } of segmenter.segment(paragraph)) {
      const sentence = segment.trim();
      if (sentence.length > 0) sentences.push(sentence);
    }
  }
  return sentences;
}

function stripParticle(word: string): string {
  if (!/[가-힣]$/.test(word)) return word;
  for (const particle of PARTICLES) {
    if (word.length > particle.length + 1 && word.endsWith(particle)) return word.slice(0, -particle.length);
  }
  return word;
}

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

/** Overlapping character n-grams of the text with spaces removed (robust for Korean without a tokenizer). */
export function shingles(text: string, size = 3): Set<string> {
  const compact = text.replace(/\s+/g, '');
  const set = new Set<string>();
  for (let i = 0; i + size <= compact.length; i += 1) set.add(compact.slice(i, i + size));
  return set;
}

function fnv1a64(value: string): bigint {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= BigInt(value.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash;
}

/** 64-bit SimHash over character shingles; near-identical texts differ in few bits. */
export function simhash(text: string): bigint {
  const weights = new Array<number>(64).fill(0);
  for (const shingle of shingles(text, 4)) {
    const hash = fnv1a64(shingle);
    for (let bit = 0; bit < 64; bit += 1) weights[bit]! += (hash >> BigInt(bit)) & 1n ? 1 : -1;
  }
  let result = 0n;
  for (let bit = 0; bit < 64; bit += 1) if (weights[bit]! > 0) result |= 1n << BigInt(bit);
  // Store as a signed 64-bit value (Postgres bigint).
  return BigInt.asIntN(64, result);
}

export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count += 1;
  }
  return count;
}

export function jaccard<T>(a: Set<T>, b: Set<T>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Characters without whitespace, as Korean bloggers count them. */
export function countWithoutSpaces(text: string): number {
  return [...text.replace(/\s+/g, '')].length;
}
