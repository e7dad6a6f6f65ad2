import { ElementType, parseDocument } from 'htmlparser2';
import { escapeHtml, EXPERIENCE_SLOT_CLASS } from '../../../shared/html.ts';

/*
 * A stored post's HTML as the rewrite sees it (ADR 039): the top-level blocks with where they stand in the
 * text, so a rewrite replaces the paragraphs of one section and leaves every other byte as it was. A section
 * is an h2 or h3 heading and the blocks up to the next one; its prose is its plain paragraphs (a <p> without a
 * class: not the AI note, an experience slot or the tags line). The closing paragraph after the second
 * experience slot belongs to no section.
 */

export interface SourceRange {
  start: number;
  /** Exclusive. */
  end: number;
}

export interface Paragraph extends SourceRange {
  text: string;
}

export interface PostSection {
  /** The heading's index among all h2/h3 headings of the post. */
  index: number;
  heading: string;
  paragraphs: Paragraph[];
}

export interface PostOutline {
  /** Plain paragraphs before the first heading (the intro). */
  intro: string[];
  /** The summary list's items. */
  summary: string[];
  sections: PostSection[];
  /** Plain paragraphs after the second experience slot (the closing). */
  closing: string[];
  images: number;
}

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<Node, { attribs: unknown }>;

const isElement = (node: Node): node is Element => node.type === ElementType.Tag;

function textOf(node: Node): string {
  if (node.type === ElementType.Text) return node.data;
  if ('children' in node) return (node.children as Node[]).map(textOf).join('');
  return '';
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function countImages(node: Node): number {
  if (isElement(node) && node.name === 'img') return 1;
  return 'children' in node ? (node.children as Node[]).reduce((n, child) => n + countImages(child), 0) : 0;
}

/** Reads the post's top-level blocks into its intro, summary, sections and closing. */
export function readOutline(html: string): PostOutline {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true, decodeEntities: true });
  const outline: PostOutline = { intro: [], summary: [], sections: [], closing: [], images: countImages(document) };
  let section: PostSection | null = null;
  let headings = 0;
  let afterClosingSlot = false;
  for (const node of document.children) {
    if (!isElement(node)) continue;
    const name = node.name.toLowerCase();
    if (name === 'h2' || name === 'h3') {
      section = { index: headings, heading: clean(textOf(node)), paragraphs: [] };
      headings += 1;
      outline.sections.push(section);
      continue;
    }
    const classes = (node.attribs.class ?? '').split(/\s+/).filter(Boolean);
    if (classes.includes(EXPERIENCE_SLOT_CLASS) && node.attribs['data-slot'] === '2') {
      afterClosingSlot = true;
      continue;
    }
    if (name === 'ul' && classes.includes('post-summary')) {
      outline.summary.push(
        ...node.children
          .filter(isElement)
          .map((item) => clean(textOf(item)))
          .filter(Boolean),
      );
      continue;
    }
    if (name !== 'p' || classes.length > 0) continue;
    const text = clean(textOf(node));
    if (!text) continue;
    if (afterClosingSlot) outline.closing.push(text);
    else if (section) section.paragraphs.push({ text, start: node.startIndex!, end: node.endIndex! + 1 });
    else outline.intro.push(text);
  }
  return outline;
}

/** The sections a member can rewrite: those with prose of their own. */
export function rewritableSections(outline: PostOutline): PostSection[] {
  return outline.sections.filter((s) => s.paragraphs.length > 0);
}

const paragraphHtml = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * The post with the section's paragraphs replaced by `paragraphs`: the first ones take the old ones' places
 * (figures and slots between them stay where they were), extra old ones go, extra new ones follow the last.
 * Every byte outside the section's paragraphs is kept.
 */
export function replaceParagraphs(html: string, section: PostSection, paragraphs: string[]): string {
  if (paragraphs.length === 0) throw new Error('a section keeps at least one paragraph');
  const old = section.paragraphs;
  let out = '';
  let at = 0;
  old.forEach((paragraph, i) => {
    if (i < paragraphs.length) {
      out += html.slice(at, paragraph.start);
      out += i === old.length - 1 ? paragraphs.slice(i).map(paragraphHtml).join('\n') : paragraphHtml(paragraphs[i]!);
    } else {
      // A paragraph that goes takes the line break before it along.
      out += html.slice(at, paragraph.start).replace(/\n$/, '');
    }
    at = paragraph.end;
  });
  return out + html.slice(at);
}
