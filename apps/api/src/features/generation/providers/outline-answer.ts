import { cutText, sanitizeText } from './answer-text.ts';
import { extractJsonObject, repeatsInstructions } from './draft-answer.ts';
import { SECTION_ROLES, type PlannedSection, type SectionRole } from './prompt.ts';

/*
 * The outline request's answer (ADR 021): `{"sections": [{"heading", "role", "sources"}]}`. Headings
 * go into the next request's task header, outside the sources block, so they are held to less than
 * draft text: plain text, one line, at most 40 characters, no instruction fragment; a role outside the
 * list and source numbers outside the articles are left out. Anything unusable gives undefined, and
 * the writer uses the pipeline's outline instead.
 */

export const PLANNED_HEADING_MAX_CHARS = 40;
export const PLANNED_SECTIONS_MIN = 2;
export const PLANNED_SECTIONS_MAX = 6;

export function parseOutlinePlan(content: string, articleCount: number): PlannedSection[] | undefined {
  const json = extractJsonObject(content);
  const items = json?.sections;
  if (!Array.isArray(items)) return undefined;
  const texts = items.flatMap((item: unknown) =>
    item && typeof item === 'object' && typeof (item as { heading?: unknown }).heading === 'string'
      ? [(item as { heading: string }).heading]
      : [],
  );
  if (repeatsInstructions(texts)) return undefined;

  const plan: PlannedSection[] = [];
  const seen = new Set<string>();
  for (const item of items as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { heading, role, sources } = item as { heading?: unknown; role?: unknown; sources?: unknown };
    if (typeof heading !== 'string') continue;
    const text = cutText(sanitizeText(heading).replace(/[<>{}[\]]/g, ''), PLANNED_HEADING_MAX_CHARS);
    const key = text.replace(/\s+/g, '');
    if (!/[가-힣]/.test(text) || seen.has(key)) continue;
    seen.add(key);
    const section: PlannedSection = { heading: text };
    if (typeof role === 'string' && Object.hasOwn(SECTION_ROLES, role)) section.role = role as SectionRole;
    if (Array.isArray(sources)) {
      const indexes = [
        ...new Set(
          sources.filter((index): index is number => Number.isInteger(index) && index >= 1 && index <= articleCount),
        ),
      ];
      if (indexes.length > 0) section.sources = indexes;
    }
    plan.push(section);
    if (plan.length === PLANNED_SECTIONS_MAX) break;
  }
  return plan.length >= PLANNED_SECTIONS_MIN ? plan : undefined;
}
