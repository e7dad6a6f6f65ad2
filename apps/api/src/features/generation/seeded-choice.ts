/**
 * Deterministic choices from a seed string: the same seed and salt always pick the same item, and
 * different seeds spread evenly. Used where wording varies by member and version.
 */
export function seededHash(seed: string, salt = ''): number {
  // FNV-1a over the seed and salt, then a final avalanche so near seeds land far apart.
  let hash = 0x811c9dc5;
  for (const char of `${seed}\u0000${salt}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

export function seededPick<T>(items: readonly T[], seed: string, salt: string): T {
  if (items.length === 0) throw new Error('seededPick: no items');
  return items[seededHash(seed, salt) % items.length]!;
}
