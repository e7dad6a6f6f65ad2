import {
  extractDates,
  extractEntities,
  extractFigures,
  GENERIC_NOUNS,
  nounTerms,
  withoutSpeech,
} from '@geulgam/korean';
/**
 * What an article is about, as weighted features: its names (entities), its other nouns, its figures
 * and its dates. Weights before IDF; `documentFrequencies` + `weightedVector` apply IDF over the set of
 * articles being grouped, so a name only one story mentions outweighs one every article mentions.
 */
export interface ArticleFeatures {
  /** feature key → weight before IDF. Keys: `t:` a noun (names weigh more), `#` figure, `@` date. */
  raw: Map<string, number>;
  /** Entity keys with their strength (how many independent signals said "this is a name"). */
  entities: Map<string, number>;
}

/** How much one kind of feature counts, before IDF. Names dominate; a shared date alone means little. */
const KIND_WEIGHT = { entity: 1, word: 0.35, generic: 0.05, figure: 0.8, smallFigure: 0.3, date: 0.15 };
/** Counting units whose small values ("1위", "2회", "3년") recur in unrelated stories. */
const COUNTING_UNITS = new Set([
  '위',
  '회',
  '년',
  '개월',
  '주',
  '시간',
  '분',
  '초',
  '번',
  '배',
  '세',
  '개',
  '곳',
  '부',
]);
/** Pseudo-documents in which every term is absent: keeps IDF meaningful when few articles are grouped. */
const IDF_PRIOR_DOCUMENTS = 20;

function add(map: Map<string, number>, key: string, weight: number) {
  map.set(key, (map.get(key) ?? 0) + weight);
}

export function articleFeatures(article: { title: string; body: string }): ArticleFeatures {
  const title = withoutSpeech(article.title);
  const text = `${title}\n${article.body}`;
  const entities = new Map<string, number>();
  for (const entity of extractEntities(article.body, { title: article.title })) {
    // A city or district is a name, but many stories share one: it gets no extra weight.
    const strong = entity.signals.filter((s) => s !== 'repeated' && s !== 'place').length;
    entities.set(entity.key, Math.min(3, 1 + strong * 0.75 + (entity.inTitle ? 0.5 : 0)));
  }
  const counts = new Map<string, number>();
  for (const term of nounTerms(text)) {
    if (term.predicate || /^\d/.test(term.key)) continue;
    // A headline word says more about the story than a word deep in the body.
    add(counts, term.key, term.index < title.length ? 2 : 1);
  }
  // Multi-word quoted names ("안개 우체국") are features of their own, besides their words.
  for (const [key] of entities) if (!counts.has(key)) counts.set(key, 2);

  const raw = new Map<string, number>();
  for (const [key, count] of counts) {
    const tf = 1 + Math.log(count);
    const strength = entities.get(key);
    const kind = GENERIC_NOUNS.has(key) ? KIND_WEIGHT.generic : KIND_WEIGHT.word;
    raw.set(`t:${key}`, tf * (strength === undefined ? kind : KIND_WEIGHT.entity * strength));
  }
  for (const figure of extractFigures(text)) {
    const small = COUNTING_UNITS.has(figure.unit) && figure.value < 10;
    const weight = small ? KIND_WEIGHT.smallFigure : KIND_WEIGHT.figure;
    raw.set(`#${figure.key}`, Math.max(raw.get(`#${figure.key}`) ?? 0, weight));
  }
  for (const date of extractDates(text)) raw.set(`@${date.key}`, KIND_WEIGHT.date);
  return { raw, entities };
}

/**
 * The figures that single out an event: counts and amounts that are not small counting values ("31cm",
 * "52개", "2,900원"), without match scores ("2-1"), which recur from game to game.
 */
export function eventFigures(features: ArticleFeatures): Set<string> {
  const keys = new Set<string>();
  for (const [key, weight] of features.raw) {
    if (key.startsWith('#') && weight >= KIND_WEIGHT.figure && !/^#\d+-\d+$/.test(key)) keys.add(key);
  }
  return keys;
}

/** In how many of these articles each feature occurs. */
export function documentFrequencies(all: Iterable<ArticleFeatures>): { df: Map<string, number>; n: number } {
  const df = new Map<string, number>();
  let n = 0;
  for (const features of all) {
    n += 1;
    for (const key of features.raw.keys()) add(df, key, 1);
  }
  return { df, n };
}

export function idf(key: string, stats: { df: Map<string, number>; n: number }): number {
  const n = stats.n + IDF_PRIOR_DOCUMENTS;
  return Math.log(n / ((stats.df.get(key) ?? 0) + 1));
}

export interface WeightedVector {
  weights: Map<string, number>;
  norm: number;
  /** Keys (`t:…`) of the names among the weights. */
  entities: Set<string>;
}

export function weightedVector(
  features: ArticleFeatures,
  stats: { df: Map<string, number>; n: number },
): WeightedVector {
  const weights = new Map<string, number>();
  let sum = 0;
  for (const [key, weight] of features.raw) {
    const value = weight * idf(key, stats);
    if (value <= 0) continue;
    weights.set(key, value);
    sum += value * value;
  }
  const entities = new Set([...features.entities.keys()].map((key) => `t:${key}`));
  return { weights, norm: Math.sqrt(sum), entities };
}

/** Cosine similarity and what carried it: the weight of shared names and of shared figures. */
export function compareVectors(a: WeightedVector, b: WeightedVector) {
  if (a.norm === 0 || b.norm === 0) return { cosine: 0, sharedEntities: 0, sharedFigures: 0 };
  let dot = 0;
  let sharedEntities = 0;
  let sharedFigures = 0;
  const [small, large] = a.weights.size <= b.weights.size ? [a, b] : [b, a];
  for (const [key, weight] of small.weights) {
    const other = large.weights.get(key);
    if (other === undefined) continue;
    dot += weight * other;
    if (a.entities.has(key) || b.entities.has(key)) sharedEntities += Math.min(weight, other);
    else if (key.startsWith('#')) sharedFigures += Math.min(weight, other);
  }
  return { cosine: dot / (a.norm * b.norm), sharedEntities, sharedFigures };
}
