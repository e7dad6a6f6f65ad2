import { extractDates, extractEntities, extractFigures } from '@geulgam/korean';
/*
 * Figures, dates and names in a text, as the LLM writer's fact check needs them (ADR 021), from the
 * same extractors story grouping uses (@geulgam/korean). Both sides of a comparison — the
 * sources and the model's sentence — go through the same function, so their keys compare.
 */

export interface Figure {
  /** `120000명` for "12만 명" and "120,000명"; a date's key (`m5d22`, `d22`, `y2025`, `q3`). */
  key: string;
  isDate: boolean;
}

/** The figures (by normalised value and unit) and dates of a text. */
export function figuresIn(text: string): Figure[] {
  return [
    ...extractFigures(text).map((figure) => ({ key: figure.key, isDate: false })),
    ...extractDates(text).map((date) => ({ key: date.key, isDate: true })),
  ];
}

/** The parts of a date key: `y2025m5d22` → y2025, m5, d22; a quarter stays whole (q3). */
export function dateParts(key: string): string[] {
  return key.match(/[ymdq]\d+/g) ?? [];
}

/** Names of people, organisations, places, products and works in a text, as written. */
export function namesIn(text: string, title?: string): string[] {
  return extractEntities(text, title === undefined ? {} : { title }).map((entity) => entity.surface);
}

/** The names of articles, most mentioned first (hashtag candidates). */
export function leadingNames(articles: readonly { title: string; body: string }[], limit: number): string[] {
  const counts = new Map<string, { surface: string; count: number }>();
  for (const article of articles) {
    for (const entity of extractEntities(article.body, { title: article.title })) {
      const seen = counts.get(entity.key);
      counts.set(entity.key, { surface: seen?.surface ?? entity.surface, count: (seen?.count ?? 0) + entity.count });
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, limit)
    .map((entry) => entry.surface);
}
