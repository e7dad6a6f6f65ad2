import { describe, expect, it } from 'vitest';
import { demoArticles } from '@geulgam/demo-newsroom';
import { hammingDistance, simhash } from './similarity.ts';

/** The ingestion's near-duplicate threshold (ingest.service.ts). */
const NEAR_DUPLICATE_BITS = 6;
const bodies = demoArticles.map((article) => article.body);

describe('simhash', () => {
  it('is a stable signed 64-bit value', () => {
    const value = simhash(bodies[0]!);
    expect(value).toBe(simhash(bodies[0]!));
    expect(value).toBe(BigInt.asIntN(64, value));
  });

  it('keeps most copies with a small edit within the near-duplicate distance', () => {
    const distances = bodies.map((body) => {
      const edited = `${body.replace(/다\./, '습니다.')}\n\n(기사 제공: 글감 통신)`;
      return hammingDistance(simhash(body), simhash(edited));
    });
    const near = distances.filter((distance) => distance <= NEAR_DUPLICATE_BITS).length;
    expect(near / distances.length).toBeGreaterThan(0.85);
    expect(Math.max(...distances)).toBeLessThan(12);
  });

  it('keeps every pair of distinct demo articles apart', () => {
    const hashes = bodies.map((body) => simhash(body));
    let closest = 64;
    for (let i = 0; i < hashes.length; i++)
      for (let j = i + 1; j < hashes.length; j++) closest = Math.min(closest, hammingDistance(hashes[i]!, hashes[j]!));
    expect(closest).toBeGreaterThan(NEAR_DUPLICATE_BITS);
  });

  it('sets every one of the 64 bits for some text', () => {
    let seen = 0n;
    for (const body of bodies) seen |= BigInt.asUintN(64, simhash(body));
    expect(seen).toBe(0xffffffffffffffffn);
  });
});
