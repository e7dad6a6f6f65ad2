import {
  conjugate,
  contentWords,
  extractFigures,
  jaccard,
  quoteSpans,
  splitSentences,
  withoutQuotes,
} from '@geulgam/korean';
import { sanitizeText } from '../providers/answer-text.ts';
import type { SourceArticle } from '../providers/provider.ts';

/**
 * The source articles as the offline writer sees them: sentences with the facts they carry (figures,
 * content words, quotes), grouped into units that must stay together (a sentence whose subject is only
 * clear from the one before travels with it), each unit routed to a role.
 */

/** What a passage of a news story does: the sections of a post follow these. */
export type Role = 'event' | 'figures' | 'voices' | 'background' | 'next';
export const ROLES: readonly Role[] = ['event', 'figures', 'voices', 'background', 'next'];

export interface SourceSentence {
  text: string;
  article: number;
  /** Index among the article's sentences. */
  position: number;
  /** Normalised figures ("12000명"), as the quality report counts them. */
  figureKeys: string[];
  /** Figures that say something (not the "1년" of "1년 전"). */
  substantiveFigures: number;
  words: Set<string>;
  pairs: Set<string>;
  /** Speech quoted in double quotes, if any. */
  quotes: string[];
  /** Needs the sentence before it (그는…, 이는…, a bare predicate). */
  dependent: boolean;
}

export interface Unit {
  id: number;
  sentences: SourceSentence[];
  article: number;
  position: number;
  role: Role;
  figureKeys: Set<string>;
  words: Set<string>;
  pairs: Set<string>;
  quotes: string[];
  /** Figures that say something, over all its sentences. */
  substantiveFigures: number;
  /** Characters without spaces. */
  chars: number;
  score: number;
}

/** First words that point back to the previous sentence. */
const DEPENDENT_FIRST = new Set([
  '그는',
  '그녀는',
  '그가',
  '그녀가',
  '그의',
  '그녀의',
  '그들은',
  '이는',
  '이를',
  '이에',
  '이와',
  '이로',
  '이처럼',
  '이렇게',
  '이',
  '이런',
  '이같은',
  '이러한',
  '그런',
  '그러면서',
  '그러나',
  '하지만',
  '그런데',
  '또',
  '또한',
  '이어',
  '이어서',
  '반면',
  '반면에',
  '다만',
  '아울러',
  '그래서',
  '따라서',
  '결국',
  '덕분에',
  '당시',
  '같은',
  '특히',
  '여기에',
  '이밖에',
  '이외에도',
  '그중',
  '이중',
]);
/** Openers that only mark a change of topic: removed rather than kept dangling. */
const DROPPABLE_OPENERS = /^(?:한편|한편으로|아울러)[,\s]\s*/;
/** Adnominal forms ending in 는/은 that are not a topic ("넘는 성적", "같은 기간"). */
const ADNOMINAL =
  /(?:[넘오보지리우추르니하되있없않받맞잇찾닿쓰]는|[않많높좋작같받찾맞넘남담밝늦짧깊낮넓얇읽먹잡입뽑꼽얻잃옳싫붉젊굳믿]은|웃도는|밑도는|새로운|다른|이런|그런|이러한|그러한)$/;
const TOPIC = /[가-힣A-Za-z0-9%)’'”]+(?:은|는|에서는|에선|께서는)$/;
const SUBJECT = /[가-힣A-Za-z0-9%)’'”]+(?:은|는|이|가|께서|에서는|에선|도)$/;
const COPULA_END = /(?:이다|였다|이었다)[.!]?$/;
/** Verbs whose past ends in 였다 like a copula does (높였다, 보였다). */
const VERB_YEOTDA = /(?:높|보|줄|늘|모|붙|쌓|놓|벌|기울|숙|속|먹|죽|녹|끓)였다[.!]?$/;

const NEXT =
  /예정|계획|방침|전망(?:이|된|하)|앞으로|내년|다음\s?(?:달|주|시즌|경기|분기|해|회|작품)|오는\s?\d|이어질|목표로|추진|검토|[할될] 것으로|관측|기대된다|예상된다|예고|앞두고|준비 중|출시될/;
const WHY = /이유|때문|덕분|배경|영향으로|탓|비결|요인|풀이|분석|힘입어|덕에|까닭|인기를 끈|입소문/;
const SPEECH = /["“][^"”]{8,}["”]/;
const TRIVIAL_FIGURE = /^\d+(?:년|개월|주|시간|분|초|일)$/;

function isTopic(word: string): boolean {
  return TOPIC.test(word) && !ADNOMINAL.test(word);
}

function isSubject(word: string): boolean {
  return SUBJECT.test(word) && !ADNOMINAL.test(word);
}

/** True when the sentence cannot stand alone: it opens with a pointer back, or has no subject of its own. */
export function needsPrevious(sentence: string): boolean {
  const first = sentence.split(/\s+/)[0]?.replace(/,$/, '') ?? '';
  if (DEPENDENT_FIRST.has(first)) return true;
  const all = withoutQuotes(sentence, ' ').split(/\s+/).filter(Boolean);
  // A 는-word right after an object ("캠핑을 즐기는 소비자") modifies a noun; it is not a topic.
  const words = all.slice(0, -1).filter((word, i) => !(/[을를]$/.test(all[i - 1] ?? '') && /는$/.test(word)));
  // "…한 탓이다", "…넘는 비중이다": a noun predicate without a topic of its own explains the sentence before.
  if ((COPULA_END.test(sentence) && !VERB_YEOTDA.test(sentence)) || endsInNounPredicate(sentence)) {
    return !words.some(isTopic);
  }
  return !words.some(isSubject);
}

/** "…넘는 규모다", "…갈 수 있는 거리다": a noun + (이)다, which the conjugator reads as a copula. */
function endsInNounPredicate(sentence: string): boolean {
  return /입니다[.!]?$/.test(conjugate(sentence, 'hamnida')) && !/인다[.!]?$/.test(sentence);
}

/** True when the plain-text sanitizer would remove something (URL, domain, e-mail, tag, markdown). */
function carriesLinkOrMarkup(text: string): boolean {
  const plain = text.replace(/\s+/g, ' ').trim();
  return sanitizeText(plain) !== plain.replace(/ ([.,!?])/g, '$1');
}

function usable(text: string): boolean {
  if (text.length < 12 || text.length > 260) return false;
  if (!/다[.!]?$/.test(text)) return false;
  if (carriesLinkOrMarkup(text)) return false;
  // A quote the splitter cut in half.
  const marks = (text.match(/["“”]/g) ?? []).length;
  if (marks % 2 !== 0) return false;
  if (/[?？]/.test(withoutQuotes(text))) return false;
  return true;
}

/**
 * The words a sentence's facts are compared by: the first two syllables of each content word, which
 * strips most particles and endings without an analyser (등급인/등급은 → 등급, 소반정이 → 소반).
 */
export function factWords(text: string): Set<string> {
  return new Set(contentWords(withoutQuotes(text, ' ')).map((word) => word.slice(0, 2)));
}

/** Consecutive pairs of fact words ("구단 최다", "최다 연승"): a shared run of them is a shared fact. */
export function factPairs(text: string): Set<string> {
  const words = contentWords(withoutQuotes(text, ' ')).map((word) => word.slice(0, 2));
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < words.length; i += 1) pairs.add(`${words[i]} ${words[i + 1]}`);
  return pairs;
}

/** A short paragraph opener without figures or quotes: it announces what the next sentence details. */
function isTopicSentence(sentence: SourceSentence): boolean {
  return (
    sentence.text.replace(/\s+/g, '').length <= 30 && sentence.figureKeys.length === 0 && sentence.quotes.length === 0
  );
}

function quotesOf(text: string): string[] {
  return quoteSpans(text)
    .map((span) => text.slice(span.start + 1, span.end - 1).trim())
    .filter((quote) => quote.length >= 8 && /\s/.test(quote));
}

function roleOf(sentences: SourceSentence[]): Role {
  const text = sentences.map((s) => s.text).join(' ');
  if (sentences.some((s) => SPEECH.test(s.text))) return 'voices';
  const outside = withoutQuotes(text, ' ');
  if (NEXT.test(outside)) return 'next';
  if (WHY.test(outside)) return 'background';
  if (sentences[0]!.position <= 1) return 'event';
  const figures = sentences.reduce((sum, s) => sum + s.substantiveFigures, 0);
  return figures > 0 ? 'figures' : 'event';
}

export function analyzeSentence(raw: string, article: number, position: number): SourceSentence {
  const text = raw.normalize('NFC').replace(DROPPABLE_OPENERS, '').trim();
  const figures = extractFigures(text);
  return {
    text,
    article,
    position,
    figureKeys: [...new Set(figures.map((f) => f.key))],
    substantiveFigures: figures.filter((f) => !TRIVIAL_FIGURE.test(f.key)).length,
    words: factWords(text),
    pairs: factPairs(text),
    quotes: quotesOf(text),
    dependent: position > 0 && needsPrevious(text),
  };
}

/** Sentences of every article, grouped into units and scored (facts confirmed by other outlets rank higher). */
export function analyzeArticles(articles: SourceArticle[], keyword: string): Unit[] {
  const units: Unit[] = [];
  articles.forEach((article, articleIndex) => {
    let current: SourceSentence[] | null = null;
    let position = 0;
    for (const paragraph of article.body.split(/\n\s*\n|\n/)) {
      let leadOpen = false;
      splitSentences(paragraph).forEach((raw, index) => {
        const sentence = analyzeSentence(raw, articleIndex, position);
        position += 1;
        if (!usable(sentence.text)) {
          // A dependent sentence after one we could not use has lost its antecedent: it goes too.
          current = null;
          leadOpen = false;
          return;
        }
        // A short topic sentence opening a paragraph ("한빛전자는 주주 환원도 늘린다.") keeps its details.
        if ((sentence.dependent || leadOpen) && current) {
          current.push(sentence);
          leadOpen = false;
          return;
        }
        current = [sentence];
        units.push(toUnit(units.length, current));
        leadOpen = index === 0 && sentence.position > 0 && isTopicSentence(sentence);
      });
    }
  });
  // Units were created with their first sentence; dependents were appended in place.
  for (const unit of units) Object.assign(unit, toUnit(unit.id, unit.sentences));

  const keywordWords = new Set(contentWords(keyword));
  for (const unit of units) {
    let confirmed = 0;
    for (const other of units) {
      if (other.article === unit.article) continue;
      confirmed = Math.max(confirmed, jaccard(unit.words, other.words));
      for (const key of unit.figureKeys) if (other.figureKeys.has(key)) confirmed += 0.15;
    }
    const keywordHits = [...keywordWords].filter((w) => unit.words.has(w)).length;
    unit.score =
      confirmed +
      keywordHits * 0.3 +
      (unit.position === 0 ? 1 : 1 / (unit.position + 2)) +
      Math.min(unit.figureKeys.size, 3) * 0.1;
  }
  return units;
}

function toUnit(id: number, sentences: SourceSentence[]): Unit {
  const words = new Set<string>();
  const pairs = new Set<string>();
  const figureKeys = new Set<string>();
  for (const s of sentences) {
    for (const w of s.words) words.add(w);
    for (const p of s.pairs) pairs.add(p);
    for (const k of s.figureKeys) figureKeys.add(k);
  }
  return {
    id,
    sentences,
    article: sentences[0]!.article,
    position: sentences[0]!.position,
    role: roleOf(sentences),
    figureKeys,
    words,
    pairs,
    quotes: sentences.flatMap((s) => s.quotes),
    substantiveFigures: sentences.reduce((sum, s) => sum + s.substantiveFigures, 0),
    chars: sentences.reduce((sum, s) => sum + s.text.replace(/\s+/g, '').length, 0),
    score: 0,
  };
}
