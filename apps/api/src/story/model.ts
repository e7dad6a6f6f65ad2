/**
 * The story model (DESIGN §5): what ingestion knows about one news event and what every writer writes from.
 * Ingestion groups articles into stories and builds a fact sheet per story; writers plan and realize a post
 * from the fact sheet and cite the articles. Pure data: no I/O, no HTML.
 */
import type { Category } from '@geulgam/contracts';

export interface StoryArticle {
  /** Canonical URL when the page names one (link rel=canonical / og:url), else the fetched URL. */
  url: string;
  /** The outlet named by the page (og:site_name, publisher, byline), never the feed's title unless nothing else. */
  outlet: string;
  publishedAt: Date;
  title: string;
  /** Body paragraphs, plain text, bylines and captions removed. */
  paragraphs: string[];
  images: { url: string; caption?: string; credit?: string }[];
}

/** Who/what/when/where of the event the story reports. */
export interface LeadEvent {
  /** The main actor(s): a company, a person with their role, a team, a work ("청록제약", "배우 한이솔"). */
  who: string[];
  /** The event as a noun phrase without its actor ("비만 치료제 국내 허가", "800만 관객 돌파"). */
  what: string;
  /** The event's date when the articles give one. */
  when?: Date;
  where?: string;
  /** True when the event ended before the story's newest article (tell it in the past, no advice to go). */
  over: boolean;
  /** The article sentence the event was read from (for grounding checks only; never copied into a post). */
  evidence: string;
}

export interface FactFigure {
  value: number;
  /** The figure as written in Korean ("21만 4천 명", "3.5%"). */
  text: string;
  /**
   * The figure with the word that bounds it, when its sentence gives one ("40조 원을 넘었다" → "40조 원
   * 이상", "2천 명가량" → "약 2천 명", "최대 5억 원"): what a sentence that states it as a value must say.
   */
  bounded?: string;
  unit: string;
  /** What it counts, as a clean noun phrase: no particle, verb ending or leading connective; empty when the source names none ("누적 방문객", "1차전 관중"). */
  counts: string;
  /** The name the source ties the figure to ("망원점 직원" → 망원점, "해온의 득점"), never a person for a shop's count. */
  owner?: string;
  /** A count a reader does not need (a shop's staff, doors, floors, "두 차례", a clock time): never told as a figure. */
  trivial?: boolean;
  outlet: string;
  reportedAt: Date;
  /** False when a newer report of the same quantity exists; the writer tells it only as an earlier value. */
  current: boolean;
  evidence: string;
}

export interface FactQuote {
  words: string;
  speaker: string;
  /** "대표", "감독", "관계자"… empty when the article names none. */
  role: string;
  /** Who the speaker is, told before a name with 씨 ("지역 여행사 대표" of "지역 여행사 대표 민경준 씨"). */
  described?: string;
  outlet: string;
}

/** What a reader needs to go: always the venue's or the event's, never a person's. */
export interface PracticalDetails {
  /** The venue or event the details belong to ("우물집 망원점", "물빛정원 빛축제"). */
  of?: string;
  place?: string;
  /** Opening hours or the period of an event, as written. */
  hours?: string;
  /** A 원 amount the text ties to a menu, a ticket or entry ("들깨칼국수 9,000원"), or what is stated free. */
  price?: string;
  /** Next to free entry, a named part that costs money ("빛의 숲 5,000원"). */
  paid?: string;
  /** How to apply, book or get there. */
  access?: string;
}

export interface TimelineEntry {
  at?: Date;
  /** A short noun phrase or clause about what happened or will happen. */
  what: string;
  /** True for what comes next (planned, scheduled). */
  upcoming: boolean;
}

export type EntityKind = 'person' | 'organization' | 'place' | 'product' | 'work' | 'other';

export interface StoryEntity {
  name: string;
  kind: EntityKind;
  /** "대표", "감독", "선수"… for people. */
  role?: string;
  mentions: number;
}

export interface FactSheet {
  lead: LeadEvent;
  figures: FactFigure[];
  quotes: FactQuote[];
  practical: PracticalDetails;
  timeline: TimelineEntry[];
  entities: StoryEntity[];
  /** Further facts worth a sentence (background, reactions), each as a short clause with its evidence. */
  facts: {
    text: string;
    evidence: string;
    outlet: string;
    /** Where the sentence stands (article index, sentence index), so a plan can keep neighbours together. */
    article?: number;
    position?: number;
  }[];
}

export interface Story {
  category: Category;
  /** Lead article first, then supporting ones (briefs included), newest first. */
  articles: StoryArticle[];
  /** A noun phrase a reader can parse: who + what ("청록제약 비만약 허가"). */
  title: string;
  /** The story's lead in one sentence, for keyword cards. */
  lead: string;
  facts: FactSheet;
  /** Hashtags without '#', from entities and topic nouns. */
  tags: string[];
}
