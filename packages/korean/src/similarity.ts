/**
 * Similarity of Korean texts without a tokenizer: character shingles, Jaccard overlap and a 64-bit
 * SimHash for near-duplicate detection.
 */

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
