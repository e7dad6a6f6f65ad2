/**
 * Pairwise scoring of a story grouping: every pair of articles the truth puts in one story should be
 * in one predicted story (recall), and every pair predicted together should be together in the truth
 * (precision). Articles without a story in the truth (`null`, e.g. look-alike distractors) stand alone.
 * Used by the grouping tests on `eval/tuning/` and by the quality benchmark on `eval/held-out/`.
 */
export interface PairwiseScore {
  precision: number;
  recall: number;
  f1: number;
  /** Pairs predicted together / true pairs / pairs in both. */
  predictedPairs: number;
  truePairs: number;
  correctPairs: number;
}

export function pairwiseScore(
  predicted: ReadonlyMap<string, string>,
  truth: ReadonlyMap<string, string | null>,
): PairwiseScore {
  const ids = [...truth.keys()];
  let predictedPairs = 0;
  let truePairs = 0;
  let correctPairs = 0;
  for (let i = 0; i < ids.length; i += 1) {
    for (let j = i + 1; j < ids.length; j += 1) {
      const a = ids[i]!;
      const b = ids[j]!;
      const together = predicted.get(a) !== undefined && predicted.get(a) === predicted.get(b);
      const trueStory = truth.get(a);
      const same = trueStory !== null && trueStory !== undefined && trueStory === truth.get(b);
      if (together) predictedPairs += 1;
      if (same) truePairs += 1;
      if (together && same) correctPairs += 1;
    }
  }
  // No pairs to find (or none predicted) is perfect on that side, not a division by zero.
  const precision = predictedPairs === 0 ? 1 : correctPairs / predictedPairs;
  const recall = truePairs === 0 ? 1 : correctPairs / truePairs;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, predictedPairs, truePairs, correctPairs };
}
