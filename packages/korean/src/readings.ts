import { forgetEntityReadings } from './entities.ts';
import { forgetTermReadings } from './nouns.ts';
import { forgetPredicateReadings } from './predicates.ts';

/**
 * Empties the caches of readings (a word's stems, a text's terms, an article's entities, predicates): they speed up
 * a burst of reading, an ingestion run's grouping and titling above all, and afterwards only hold memory (on the
 * demo news, ~4 MiB of terms and their texts that stayed in the API after its first ingestion; ADR 045). Returns
 * how many entries they held.
 */
export function forgetReadings(): number {
  return forgetTermReadings() + forgetPredicateReadings() + forgetEntityReadings();
}
