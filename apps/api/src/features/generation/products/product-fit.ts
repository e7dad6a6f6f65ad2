import { contentWords, GENERIC_NOUNS } from '@geulgam/korean';
import type { PostProduct } from '../../../db/schema.ts';

/*
 * Products only when they fit the story (DESIGN §5.6, ADR 031). A product under the 광고 banner that has
 * nothing to do with the post costs the blogger trust, and for medicines it is not allowed: no product is
 * better than a wrong one. A product fits when its name carries one of the story's own topic words; no
 * product is shown on a medicine/health, finance/investment or accident/crime story.
 */

const SENSITIVE: [string, RegExp][] = [
  [
    '의약·건강',
    /(?:치료제|의약품|신약|임상|처방|질환|환자|병원|백신|복용|부작용|식약처|식품의약품안전처|비만약|당뇨|암 |항암|수술|진료|의료|제약)/,
  ],
  [
    '금융·투자',
    /(?:주식|주가|투자자|증시|코스피|코스닥|펀드|금리|대출|환율|채권|가상자산|비트코인|상장|공모주|배당|증권|예금|적금|보험료)/,
  ],
  [
    '사고·범죄',
    /(?:사고|사망|숨졌|부상자|화재|폭발|추락|붕괴|경찰|검찰|구속|체포|기소|혐의|범죄|살인|폭행|사기|피해자|실종)/,
  ],
];

export interface ProductFit {
  products: PostProduct[];
  /** Which rule chose each product shown ("주제어 '응원봉'"). */
  rules: { name: string; rule: string }[];
  /** Why no product is shown at all, when a story rule excluded them. */
  excludedBy?: string;
}

/** Words the story's text uses three times or more (its own terms: "전기차", "충전"), particles left off. */
function storyTerms(storyText: string): string[] {
  const counts = new Map<string, number>();
  for (const word of contentWords(storyText)) {
    if (word.length < 2 || /\d/.test(word) || GENERIC_NOUNS.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n >= 3).map(([w]) => w);
}

/** The sensitive kind of story this is, if any: two or more of its words in the story's text. */
export function sensitiveTopic(storyText: string): string | undefined {
  for (const [label, pattern] of SENSITIVE) {
    const hits = storyText.match(new RegExp(pattern.source, 'g')) ?? [];
    if (new Set(hits).size >= 2) return label;
  }
  return undefined;
}

/** The story's own words and terms a product is matched against (one definition for writer and bench). */
export interface StoryTopic {
  /** Title words, actors, entities, event words. */
  words: string[];
  /** Words the story's text uses three times or more. */
  terms: string[];
}

export function storyTopic(topicWords: string[], storyText: string): StoryTopic {
  return {
    words: [...new Set(topicWords.map((w) => w.replace(/\s+/g, '')).filter((w) => w.length >= 2))],
    terms: storyTerms(storyText),
  };
}

/**
 * Why a product fits the story, or undefined when it does not: its name carries one of the story's own
 * words (a name, a title word: "별하 공식 응원봉" on a 별하 story), or its head noun — what the product
 * is ("무선 이어폰" is an 이어폰) — is a term the story keeps using. A recurring word that only describes
 * a product ("무선" in a software-update story) is not enough.
 */
export function fitRule(productName: string, topic: StoryTopic): string | undefined {
  const name = productName.replace(/\s+/g, '');
  const word = topic.words.find((w) => name.includes(w));
  if (word) return `주제어 '${word}'`;
  const head = productName
    .trim()
    .split(/\s+/)
    .pop()!
    .replace(/[^가-힣A-Za-z0-9]/g, '');
  if (head.length < 2) return undefined;
  const term = topic.terms.find((t) => t === head);
  return term ? `기사에 거듭 나온 말 '${term}'` : undefined;
}

/** What a product is fitted against, the same for every post of a story (kept with the keyword's story). */
export interface StoryFit {
  topic: StoryTopic;
  /** Set when a story rule excludes every product. */
  excludedBy?: string;
}

/** The story's side of the fit: `topicWords` are its own words (title, actors, entities, event), `storyText` what it says. */
export function storyFit(topicWords: string[], storyText: string): StoryFit {
  const excludedBy = sensitiveTopic(storyText);
  return {
    topic: storyTopic(topicWords, storyText),
    ...(excludedBy ? { excludedBy: `${excludedBy} 기사에는 상품을 싣지 않아요` } : {}),
  };
}

/** The products that fit the story, each with the rule that chose it. */
export function fitProducts(products: PostProduct[], topicWords: string[], storyText: string): ProductFit {
  return fittingProducts(products, storyFit(topicWords, storyText));
}

/** `fitProducts` with the story's side already worked out. */
export function fittingProducts(products: PostProduct[], fit: StoryFit): ProductFit {
  if (fit.excludedBy) return { products: [], rules: [], excludedBy: fit.excludedBy };
  const kept: PostProduct[] = [];
  const rules: { name: string; rule: string }[] = [];
  for (const product of products) {
    const rule = fitRule(product.name, fit.topic);
    if (!rule) continue;
    kept.push(product);
    rules.push({ name: product.name, rule });
  }
  return { products: kept, rules };
}
