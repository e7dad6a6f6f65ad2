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

/** Murmur3's finalizer: spreads every input bit over the whole word (FNV's low bits are weak). */
function mix32(value: number): number {
  let h = value;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Two independent 32-bit hashes of a string (FNV-1a with different offset bases, then mixed). */
function hashPair(value: string): [number, number] {
  let low = 0x811c9dc5;
  let high = 0x050c5d1f;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    low = Math.imul(low ^ code, 0x01000193);
    high = Math.imul(high ^ code, 0x01000193);
  }
  return [mix32(low), mix32(high)];
}

/**
 * 64-bit SimHash over character shingles; near-identical texts differ in few bits.
 * Plain 32-bit integer arithmetic: BigInt per bit made this the slowest step of ingestion.
 */
export function simhash(text: string): bigint {
  const weights = new Int32Array(64);
  for (const shingle of shingles(text, 4)) {
    const [low, high] = hashPair(shingle);
    for (let bit = 0; bit < 32; bit += 1) {
      weights[bit]! += (low >>> bit) & 1 ? 1 : -1;
      weights[bit + 32]! += (high >>> bit) & 1 ? 1 : -1;
    }
  }
  let low = 0;
  let high = 0;
  for (let bit = 0; bit < 32; bit += 1) {
    if (weights[bit]! > 0) low |= 1 << bit;
    if (weights[bit + 32]! > 0) high |= 1 << bit;
  }
  // Store as a signed 64-bit value (Postgres bigint).
  return BigInt.asIntN(64, (BigInt(high >>> 0) << 32n) | BigInt(low >>> 0));
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
