/*
 * The text measures of the quality report (DESIGN §5.6, ADR 031): how much of a post is a source
 * sentence with a new ending, how many direct quotes it carries and whether each names its speaker,
 * and which sentences open with a reference that has nothing to point to. Pure functions on strings,
 * shared by the report, the LLM writer's checks and the quality bench.
 */
import { quoteSpans, withoutQuotes } from '@geulgam/korean';

/** A post sentence is copied when one run it shares with a single source sentence is this share of it. */
export const COPY_RUN_SHARE = 0.6;
/** Sentences shorter than this (spaces ignored) are too short to be called copied ("관중은 2만 명이에요."). */
const MIN_COPY_CHARS = 12;

const squeeze = (text: string) => text.replace(/\s+/g, '');

/**
 * Index of the sources for copy checks: every source sentence without spaces, joined with a separator
 * no sentence holds, so a shared run never spans two source sentences.
 */
export function copyIndex(sourceSentences: string[]): string {
  return sourceSentences.map(squeeze).join('\u0000');
}

/**
 * True when the sentence, outside quotation marks and spaces ignored, shares a run of at least 60 % of
 * its characters with one source sentence: a source sentence with only its ending or a word changed.
 */
export function isCopied(sentence: string, index: string): boolean {
  const own = squeeze(withoutQuotes(sentence));
  if (own.length < MIN_COPY_CHARS) return false;
  const run = Math.ceil(own.length * COPY_RUN_SHARE);
  for (let start = 0; start + run <= own.length; start += 1) {
    if (index.includes(own.slice(start, start + run))) return true;
  }
  return false;
}

/** Share (0–1) of the sentences that are copied from the sources. */
export function copyRatio(sentences: string[], sourceSentences: string[]): number {
  if (sentences.length === 0) return 0;
  const index = copyIndex(sourceSentences);
  const copied = sentences.filter((s) => isCopied(s, index)).length;
  return Math.round((copied / sentences.length) * 100) / 100;
}

/** Verbs that close a quotation in Korean news and blog prose ("…"라고 말했다, 밝혔어요, 전했습니다). */
const SAYING = /["”'’](?:이?라고|며|고)?\s*(?:[가-힣]+\s)?(?:말|밝히|밝혔|전했|전하|설명|강조|덧붙|답|했|말했|소감)/;

export interface QuoteCount {
  quotes: number;
  unattributed: number;
}

/**
 * Direct quotes (quotation marks around at least one full word) and how many of them are not attributed:
 * an attributed quote has words before it (the speaker) and a verb of saying right after it.
 */
export function countQuotes(sentences: string[]): QuoteCount {
  let quotes = 0;
  let unattributed = 0;
  for (const sentence of sentences) {
    for (const span of quoteSpans(sentence)) {
      const inner = sentence.slice(span.start + 1, span.end - 1).trim();
      // A quoted title or term ('선재 업고 튀어') is not speech: speech holds a space and a predicate.
      if (!/\s/.test(inner) || inner.length < 8) continue;
      quotes += 1;
      const before = sentence.slice(0, span.start).trim();
      const after = sentence.slice(span.end - 1);
      if (before.length < 2 || !SAYING.test(after)) unattributed += 1;
    }
  }
  return { quotes, unattributed };
}

/** Openers that point back to something: they need it in the same paragraph, before them. */
const REFERRING =
  /^(?:(?:그|이|저|해당|같은) [가-힣]+|그녀|그들|이들|그|이|이곳|그곳|양사|양측|두 (?:회사|기업|팀|사람|선수|기관)|그 결과|이에 따라|이처럼|이같이|이런|그런|그러면서|이어)(?:은|는|이|가|을|를|의|에|에서|와|과|도|로|으로|에게)?(?=[\s,])/;

/** 도-final nouns that are not the particle 도 ("제도는", "속도가" never reach this check, "경기도" does). */
const DO_NOUNS =
  /(?:파도|수도|부도|구도|절도|전도|용도|정도|제도|속도|온도|강도|태도|연도|한도|용도|각도|밀도|빈도|궤도|시도|인도|포도|반도|지도|경기도|제주도|강원도|충청도|전라도|경상도|독도|울릉도|거제도|진도|완도|보도|매도|주도|고도|농도|난도|편도|신도|복도|혈도|적도|척도|효도|의도|검도|유도|태권도|명도|채도|학도|신용도|선호도|만족도|인지도|점유도|친밀도|긴장도)$/;

/** Nouns that name something only in relation to a thing already named ("요금은", "관계자는"). */
const RELATIONAL_TOPIC =
  /^(?:요금|가격|입장료|관람료|이용료|결과|관계자|회사|업체|구단|측|팀|제품|작품|매장|행사|대회|당국|점포|가게|식당|공연|영화|드라마|경기|선수|감독|대표)(?:은|는|이|가|을|를|도)\s/;

/**
 * Why a sentence that opens a paragraph leans on something the paragraph never gave it, if it does:
 * a pronoun or demonstrative (그는, 이는, 두 회사는, 그 결과), an additive 도 on its opening phrase
 * ("국내 시장도"), or a relational noun as its topic ("요금은 …"). Inside a paragraph the sentence
 * before may give the reference, so only paragraph openers are judged; a pronoun for a person is
 * judged everywhere unless a name came before it in the paragraph.
 */
export function danglingOpener(sentence: string, previous: string[]): string | undefined {
  const text = withoutQuotes(sentence, '…').trim();
  const first = previous.length === 0;
  const referring = REFERRING.exec(text);
  if (referring && first) return `'${referring[0]}'로 시작하지만 가리킬 말이 앞에 없어요`;
  if (referring && /^그(?:녀|들)?(?:는|가|를|의|에게)$/.test(referring[0])) {
    const before = previous.join(' ');
    if (!/[가-힣]{2,4}\s?(?:씨|선수|감독|대표|배우|가수|작가|교수|장관|의원|위원장|회장|사장|셰프)/.test(before)) {
      return `'${referring[0]}'가 가리킬 사람이 앞 문장에 없어요`;
    }
  }
  if (!first) return undefined;
  const words = text.split(/\s+/).slice(0, 3);
  const additive = words.findIndex((word) => /[가-힣]도[,]?$/.test(word) && !DO_NOUNS.test(word.replace(/,$/, '')));
  // A 도-word followed by a bare noun is part of a name ("한여름 파도 페스티벌"), not the particle.
  const nextWord = additive >= 0 ? words[additive + 1] : undefined;
  const inName =
    nextWord !== undefined && /^[가-힣A-Za-z0-9]+$/.test(nextWord) && !/(?:다|요|고|게|히|서|지|며)$/.test(nextWord);
  if (
    additive >= 0 &&
    !inName &&
    words.slice(0, additive).every((w) => !/(?:은|는|이|가|을|를|에서|에|으로|로)$/.test(w))
  ) {
    return `'${words.slice(0, additive + 1).join(' ')}'의 '도'가 앞에 나온 것을 전제해요`;
  }
  if (RELATIONAL_TOPIC.test(text)) return `'${text.split(/\s/)[0]}'가 무엇의 것인지 앞에 없어요`;
  return undefined;
}

/** Dangling openers of a post given as paragraphs (each a list of sentences), each with its reason. */
export function danglingOpeners(paragraphs: string[][]): { sentence: string; reason: string }[] {
  const found: { sentence: string; reason: string }[] = [];
  for (const paragraph of paragraphs) {
    paragraph.forEach((sentence, index) => {
      const reason = danglingOpener(sentence, paragraph.slice(0, index));
      if (reason) found.push({ sentence, reason });
    });
  }
  return found;
}
