import { extractEntities, GENERIC_NOUNS, isPredicate, nounTerms, withoutSpeech } from '@geulgam/korean';
/** A keyword is a short noun phrase; longer only when a single name is longer. */
export const TITLE_MAX_CHARS = 20;
/** A second event noun is added only while the keyword stays this short. */
const SHORT_TITLE_CHARS = 14;

interface TitleArticle {
  title: string;
  body: string;
}

/**
 * Nouns that name what happened (the event) in Korean news, whatever the story: results, launches,
 * openings, records, appointments. A headline word found here is preferred as the keyword's event noun.
 */
const EVENT_NOUNS = new Set(
  (
    '실적 영업이익 순이익 매출 흑자 적자 인수 합병 상장 투자 유치 출시 공개 발표 개발 리콜 결함 판매 사전계약 수주 계약 ' +
    '인상 인하 동결 할인 파업 협상 타결 개통 개장 개막 폐막 개최 개점 개업 오픈 분점 호점 폐업 착공 준공 완공 증설 ' +
    '월드투어 투어 콘서트 공연 팬미팅 컴백 데뷔 신곡 앨범 매진 결혼 열애 은퇴 복귀 입대 전역 기부 수상 ' +
    '첫방송 시청률 종영 캐스팅 방영 제작 촬영 우승 준우승 완봉승 역전승 연승 연패 신기록 홈런 끝내기 노히트노런 탈삼진 ' +
    '선임 경질 사퇴 영입 이적 재계약 부상 승격 강등 협업 완판 팝업 선정 등급 개편 도입 확대 축소 예약 ' +
    '축제 행사 전시 박람회 운항 취항 증편 운행 가격 요금 노선 돌파 급증 급등 급락 상승 하락 기록 선두 1위 첫방송 첫공개 첫선'
  ).split(' '),
);
/** Words that never carry a keyword: time words, vague nouns, headline filler. */
const NEVER_IN_TITLE = new Set(
  (
    '이번 올해 지난해 내년 오늘 어제 내일 당시 이날 최근 현재 지금 이제 새벽 하루 주말 첫날 다음 만에 뒤 후 전 중 ' +
    '소식 이유 뭐길래 효과 시대 모습 이야기 눈길 관심 화제 주목 논란 눈물 웃음 비결 정체 속 끝 날 곳 것 수 등 ' +
    '첫 새 더 또 다시 모두 함께 역시 바로 가장 최고 최대 최초 자체 단독 깜짝 만 위 앞 옆 간 측 쪽 씨 대표 감독 선수 관계자'
  ).split(' '),
);

function cleanHeadline(title: string): string {
  return withoutSpeech(title)
    .replace(/\[[^\]]*\]|【[^】]*】|\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Candidate {
  key: string;
  surface: string;
  score: number;
  /** First position in the lead headline, for a natural order among equals. */
  position: number;
}

type Term = ReturnType<typeof nounTerms>[number] & { previous?: string };

/** Terms with the word written just before each (one-syllable words such as 첫 are not terms). */
function withPrevious(terms: ReturnType<typeof nounTerms>, text: string): Term[] {
  return terms.map((term) => ({
    ...term,
    previous: text
      .slice(Math.max(0, term.index - 12), term.index)
      .trimEnd()
      .split(/\s/)
      .at(-1),
  }));
}

function chars(text: string): number {
  return [...text].length;
}

/** A noun the headline can end on: not a predicate, a figure, filler, or a lone syllable. */
function usableWord(surface: string, key: string): boolean {
  return (
    chars(surface) >= 2 &&
    !isPredicate(surface) &&
    (!/^\d/.test(surface) || /^\d+호점$/.test(surface)) &&
    !NEVER_IN_TITLE.has(key)
  );
}

/** Text without spaces, lower-cased: how a name is looked up in another article. */
function compact(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

/**
 * A short keyword for a story: its most distinctive names, then what happened ("도담에너지 영업이익 실적",
 * "제주 물빛 둘레길 개통"). Names are the entities most of the story's articles share, a quoted multi-word
 * name whole ("안개 우체국"), weighted by `distinctiveness` (IDF over the grouped articles, when known); the
 * event noun comes from the headlines (a verbal noun such as 선임 from "선임했다" counts), preferring nouns
 * that name an event. Never a quote, a predicate or a lone name; at most `TITLE_MAX_CHARS` characters
 * unless one name alone is longer. The first member is the lead article (its headline sets the order).
 */
export function storyTitle(members: TitleArticle[], distinctiveness: (key: string) => number = () => 1): string {
  if (members.length === 0) return '';
  const need = Math.max(1, Math.ceil(members.length / 2));
  const headlines = members.map((m) => cleanHeadline(m.title));
  const lead = headlines[0]!;
  const texts = members.map((m, i) => compact(`${headlines[i]} ${m.body}`));
  const compactHeadlines = headlines.map(compact);
  // One reading of each article (headline + body) serves every lookup below.
  const articleTerms = members.map((m, i) => nounTerms(`${headlines[i]}\n${m.body}`));
  // Words of each headline, with particles judged against the whole article ("냉면값도" → 냉면값).
  const headlineTerms = headlines.map((h, i) =>
    withPrevious(
      articleTerms[i]!.filter((t) => t.index < h.length),
      h,
    ),
  );
  const bodyTermSets = articleTerms.map((terms) => new Set(terms.map((t) => t.key)));
  const mentionedIn = (key: string) =>
    texts.filter((text, i) => bodyTermSets[i]!.has(key) || text.includes(key)).length;
  const inHeadlines = (key: string) =>
    compactHeadlines.filter((h, i) => h.includes(key) || headlineTerms[i]!.some((t) => t.key === key)).length;
  const leadWords = lead.split(/\s+/).map(compact);
  // Which word of the lead headline a name starts at (a multi-word name spans several).
  const wordIndex = (key: string) => {
    const at = leadWords.findIndex(
      (word, i) => word.includes(key) || (word.length > 1 && leadWords.slice(i).join('').startsWith(key)),
    );
    return at < 0 ? 1000 : at;
  };
  const leadPosition = (key: string) => {
    const at = compact(lead).indexOf(key);
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };

  // Names: entities most articles share, strongest when headlines carry them, weighted by distinctiveness.
  const names = new Map<string, Candidate & { strength: number; place: boolean }>();
  members.forEach((member) => {
    for (const entity of extractEntities(member.body, { title: member.title })) {
      if (GENERIC_NOUNS.has(entity.key) || NEVER_IN_TITLE.has(entity.key) || EVENT_NOUNS.has(entity.key)) continue;
      if (isPredicate(entity.surface) || /^\d/.test(entity.key) || chars(entity.key) < 2) continue;
      // Evidence of a proper noun (a role beside it, quotes, Latin letters, a company or place ending);
      // a word that is only frequent is more likely the topic (브레이크, 재킷) than the name.
      const strong = entity.signals.filter((signal) => !['repeated', 'title', 'place'].includes(signal)).length;
      const place = entity.signals.includes('place');
      const score = (entity.inTitle ? 3 : 0) + Math.min(entity.count, 6) * 0.4 + strong * 2.5;
      const known = names.get(entity.key);
      if (known) {
        known.score += score;
        known.strength = Math.max(known.strength, strong);
        known.place ||= place;
        if (entity.surface.includes(' ') && !known.surface.includes(' ')) known.surface = entity.surface;
      } else {
        names.set(entity.key, {
          key: entity.key,
          surface: entity.surface,
          score,
          position: 0,
          strength: strong,
          place,
        });
      }
    }
  });
  const ranked = [...names.values()]
    .map((name) => {
      const mentions = mentionedIn(name.key);
      const headlineShare = inHeadlines(name.key) / members.length;
      return {
        ...name,
        mentions,
        headlineShare,
        // A city is rarely what the story is about: it may join the keyword beside the name, not lead it.
        score:
          name.score *
          distinctiveness(name.key) *
          (mentions / members.length) *
          (0.5 + headlineShare) *
          (name.place && name.strength === 0 ? 0.5 : 1),
        position: leadPosition(name.key),
      };
    })
    .filter((name) => name.mentions >= need && (name.strength > 0 || name.mentions > 1 || members.length === 1))
    .sort((a, b) => b.score - a.score || a.position - b.position || a.key.localeCompare(b.key));

  // A multi-word name ("안개 우체국", "한강 돔 아레나") stands for the words it contains.
  const phrases = ranked.filter((name) => name.surface.includes(' ') && chars(name.surface) <= TITLE_MAX_CHARS);
  const chosen: (Candidate & { headlineShare: number })[] = [];
  const overlaps = (a: string, b: string) => a.includes(b) || b.includes(a);
  for (const name of ranked) {
    if (chosen.length >= 2) break;
    const phrase = phrases.find(
      (p) => p !== name && p.key.includes(name.key) && p.mentions >= Math.min(2, members.length),
    );
    const pick = phrase ?? name;
    if (chosen.some((c) => overlaps(c.key, pick.key))) continue;
    // A second name only when it is a name (not a frequent topic word), most headlines carry it, and it
    // stands beside the first in the lead headline (the team before the player, the city before the
    // festival) or weighs nearly as much.
    if (chosen.length === 1) {
      const first = chosen[0]!;
      const gap = Math.abs(wordIndex(pick.key) - wordIndex(first.key));
      // A city only right before the name ("부산 씨호크스"): further away it is often the rival's.
      if (pick.strength === 0 && !(pick.place && wordIndex(pick.key) + 1 === wordIndex(first.key))) continue;
      if (pick.headlineShare < 0.5 || !(gap <= 3 || pick.score >= first.score * 0.6)) continue;
    }
    chosen.push(pick);
  }
  // No recognisable name (a headline alone, no body): the headline word most headlines share that is
  // not an event, as in "누리페이" or "트렌치코트".
  if (chosen.length === 0) {
    const shared = headlineTerms[0]!.find(
      (term) =>
        usableWord(term.surface, term.key) &&
        !term.verbal &&
        !EVENT_NOUNS.has(term.key) &&
        !GENERIC_NOUNS.has(term.key) &&
        inHeadlines(term.key) >= Math.min(2, members.length),
    );
    if (shared) {
      chosen.push({ key: shared.key, surface: shared.surface, score: 1, position: 0, headlineShare: 1 });
    }
  }
  chosen.sort((a, b) => a.position - b.position);

  // The event: an event noun of the headlines, else one the articles keep using, else a headline topic
  // word most headlines share.
  const taken = (key: string) => chosen.some((c) => overlaps(c.key, key));
  const events = new Map<string, Candidate & { lexical: boolean }>();
  const consider = (term: Term, fromHeadline: boolean, first: boolean) => {
    let { key, surface } = term;
    // "첫 방송", "첫 공개": the pair is the event.
    if (term.previous === '첫' && EVENT_NOUNS.has(`첫${key}`)) [key, surface] = [`첫${key}`, `첫 ${surface}`];
    const lexical = EVENT_NOUNS.has(key) || /^\d+호점$/.test(key);
    if (!fromHeadline && !lexical) return;
    if (taken(key) || term.predicate || !usableWord(surface, key)) return;
    if ([...events.keys()].some((other) => overlaps(other, key))) return;
    if (GENERIC_NOUNS.has(key) && !lexical) return;
    const headlineCount = inHeadlines(key);
    const mentions = mentionedIn(key);
    if (mentions < need) return;
    if (!fromHeadline && (!lexical || mentions < Math.min(2, members.length))) return;
    // A headline word that is not an event noun must be a topic most headlines share.
    if (!lexical && members.length > 1 && headlineCount < 2) return;
    events.set(key, {
      key,
      surface,
      lexical,
      score:
        (lexical ? 8 : 0) +
        (fromHeadline ? 4 : 0) +
        headlineCount * 2 +
        mentions +
        (term.verbal ? 1 : 0) +
        (first ? 0.5 : 0),
      position: leadPosition(key),
    });
  };
  headlineTerms.forEach((terms, i) => terms.forEach((term) => consider(term, true, i === 0)));
  articleTerms.forEach((terms, i) => {
    const text = `${headlines[i]}\n${members[i]!.body}`;
    const opening = terms.filter((t) => t.index > headlines[i]!.length && t.index < headlines[i]!.length + 600);
    for (const term of withPrevious(opening, text)) consider(term, false, false);
  });
  const rankedEvents = [...events.values()].sort(
    (a, b) => b.score - a.score || a.position - b.position || a.key.localeCompare(b.key),
  );
  // One event noun, and a second when both are headline event nouns and the keyword stays short
  // ("영업이익 실적", "협업 완판").
  const eventParts: Candidate[] = rankedEvents.slice(0, 1);
  const [firstEvent, secondEvent] = rankedEvents;
  const compose = (list: Candidate[]) => list.map((c) => c.surface).join(' ');
  if (
    firstEvent?.lexical &&
    secondEvent?.lexical &&
    inHeadlines(secondEvent.key) > 0 &&
    chars(compose([...chosen, firstEvent, secondEvent])) <= SHORT_TITLE_CHARS
  ) {
    eventParts.push(secondEvent);
    eventParts.sort((a, b) => a.position - b.position);
  }
  const parts = [...chosen, ...eventParts];
  // Too long: drop the second name.
  if (chars(compose(parts)) > TITLE_MAX_CHARS && chosen.length > 1) parts.splice(1, 1);
  const phrase = compose(parts);
  if (parts.length >= 2 || (parts.length === 1 && eventParts.length === 1)) return phrase;
  // No event noun among the headlines: the lead headline's first clause, cut at a word boundary.
  return shorten(lead.split(/[,…·:|]/)[0]!.trim(), TITLE_MAX_CHARS);
}

function shorten(text: string, max: number): string {
  if (chars(text) <= max) return text;
  let result = '';
  for (const word of text.split(' ')) {
    const next = result ? `${result} ${word}` : word;
    if (chars(next) > max) break;
    result = next;
  }
  return result || [...text].slice(0, max).join('');
}
