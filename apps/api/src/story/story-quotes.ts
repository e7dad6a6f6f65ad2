import { GENERIC_NOUNS, ROLE_AFTER, isAdnominal } from '@geulgam/korean';
import type { FactQuote } from './model.ts';
import type { StorySentence } from './sentences.ts';

/**
 * Quoted speech with its speaker and role: "김하늘 청록제약 대표는 "…"고 말했다", "…"라고 구단 관계자가
 * 전했다". A quote with no speaker the sentence names is kept only when an organisation's spokesperson
 * ("관계자") says it.
 */

const SPEECH = /["“]([^"”]{6,})["”]/g;
const ROLE =
  /(?:대표(?:이사)?|회장|부회장|사장|부사장|전무|상무|이사|본부장|팀장|실장|센터장|책임자|최고[가-힣]*책임자|감독|코치|선수|주장|단장|위원장|원장|관장|교수|연구원|작가|셰프|주방장|디자이너|장관|시장|군수|구청장|지사|의원|배우|가수|관계자|대변인|측|[가-힣]*(?:과장|국장|부장|팀장|실장|소장|처장|청장|차관|총장|학장))$/;
/** Who someone is, not their name: "주민 허명순 씨", "상인 두 명", "한 관객". */
const PEOPLE_NOUNS =
  /^(?:주민|시민|상인|농민|어민|학생|학부모|승객|관객|관람객|방문객|이용객|직원|회원|참가자|신청자|환자|보호자|운전자|소비자|전문가|업주|점주|사장님|어르신|청년)(?:들)?$/;
const SPEECH_VERB =
  /(?:말했|밝혔|전했|강조했|덧붙였|설명했|했다|말한|밝힌|털어놨|답했|소감을|언급했|예고했|약속했|자신했|기대했|다짐했)/;

/** A body of people that speaks as one ("평가단", "심사위원회", "연구소"): a speaker with no role of its own. */
const GROUP =
  /(?:평가단|심사단|심사위원단|위원회|협회|연구소|조합|연맹|재단|학회|노조|구단|소방당국|당국|사무국|조직위)$/;

/** A word that says what someone is ("대표", "주민", "직장인"): the end of a description before a name with 씨. */
const WHO_THEY_ARE =
  /(?:직장인|회사원|대학생|고등학생|교사|의사|간호사|약사|변호사|운영자|상인|농민|어민|주부|점주|업주|학부모|관람객|관객|방문객|이용객|승객|주민|시민|팬)$/;

/**
 * What the words before a name say the person is, when a name with 씨 ends the speaker: "한 지역 여행사 대표
 * 민경준 씨" → "지역 여행사 대표". Up to three bare nouns; the article word "한" is not part of it.
 */
function describedBefore(words: string[]): string | undefined {
  const nouns: string[] = [];
  for (let i = words.length - 1; i >= 0 && nouns.length < 3; i -= 1) {
    const word = words[i]!;
    if (!/^[가-힣A-Za-z0-9·]{1,10}$/.test(word) || /^(?:한|또|또한|이|그|이날|당시)$/.test(word)) break;
    // "부산에서 온", "새로 문을 연": a verb's modifier closes the description.
    if (isAdnominal(word) || /^[가-힣]$/.test(word)) break;
    if (/(?:은|는|을|를|에|에서|의|와|과|도|고|며|서|로)$/.test(word) && !ROLE.test(word)) break;
    nouns.unshift(word);
  }
  const last = nouns.at(-1);
  if (!last || !(ROLE.test(last) || PEOPLE_NOUNS.test(last) || WHO_THEY_ARE.test(last))) return undefined;
  if (/^(?:관계자|측|대변인)$/.test(last)) return undefined;
  return nouns.join(' ');
}

function roleIn(
  words: string[],
  notPeople: ReadonlySet<string>,
): { speaker: string; role: string; described?: string } | undefined {
  // "김하늘 청록제약 대표는" / "청록제약 김하늘 대표는" / "김하늘 대표는" / "구단 관계자는"
  for (let i = words.length - 1; i >= 0; i -= 1) {
    const word = words[i]!.replace(/(?:은|는|이|가|도|께서)$/, '');
    if (!ROLE.test(word) && !ROLE_AFTER.has(word)) {
      // "…가 대표 메뉴로, 평가단은 "…"": the nearest topic that is no role is who speaks; nothing before it does.
      if (/^[가-힣]{2,8}(?:은|는)$/.test(words[i]!) && !/^(?:그|그녀|이들|그들)/.test(words[i]!)) {
        return GROUP.test(word) && !notPeople.has(word) ? { speaker: word, role: '' } : undefined;
      }
      continue;
    }
    // "대표 메뉴로": a role word before another noun is part of that noun, no one's role.
    if (word === words[i] && i < words.length - 1 && !/^(?:씨|님)/.test(words[i + 1]!)) continue;
    const role = word;
    // "한 지방 업체 대표는", "한 증권사 물류 담당 연구원은": someone the article does not name, described by
    // the bare nouns after the article word "한" — never a person called "지방" or "담당".
    const article = words.slice(Math.max(0, i - 5), i).lastIndexOf('한');
    if (article >= 0 && !/^(?:씨|관계자|측|대변인)$/.test(role)) {
      const described = words.slice(Math.max(0, i - 5) + article + 1, i);
      if (
        described.length > 0 &&
        described.every(
          (w) => /^[가-힣A-Za-z0-9·]+$/.test(w) && !/(?:은|는|을|를|에|에서|의|와|과|도|고|며|서|로|이|가)$/.test(w),
        )
      )
        return { speaker: `${described.join(' ')} ${role}`, role };
    }
    // "…했지만 도 씨는": a surname alone right before the role is the person ("도 씨"), never a word before it;
    // the full name is found from it (fullNameOf).
    // ("그 감독", "전 대표", "새 대표" say which one, not who.)
    if (/^[가-힣]$/.test(words[i - 1] ?? '') && !/^[그저이전현새각두세]$/.test(words[i - 1]!))
      return { speaker: `${words[i - 1]} ${role}`, role };
    // "허명순(78) 씨": an age in brackets belongs to the name before it.
    const before = words.slice(Math.max(0, i - 3), i).map((w) => w.replace(/\(\d{1,3}(?:세)?\)$/, ''));
    // "청록제약 김하늘 대표" or "김하늘 청록제약 대표": a name is two to four syllables and does not end like
    // an organisation or a place.
    const names = [...before]
      .reverse()
      .filter(
        (w) =>
          /^[가-힣]{2,4}$/.test(w) &&
          !notPeople.has(w) &&
          !GENERIC_NOUNS.has(w) &&
          !PEOPLE_NOUNS.test(w) &&
          !WHO_THEY_ARE.test(w) &&
          !ROLE.test(w) &&
          !/(?:시|군|구|도|청|사|부|원|단|회|팀|처|국|과|실|제약|전자|그룹)$/.test(w),
      );
    // "길영석 씨호크스 감독": of two candidates, a three-syllable one is the person's name far more often.
    const threes = names.filter((w) => w.length === 3);
    const name = threes.length === 1 && names.length > 1 ? threes[0] : names[0];
    if (name && role !== '관계자' && role !== '측' && role !== '대변인') {
      const at = Math.max(0, i - 3) + before.lastIndexOf(name);
      const described = role === '씨' ? describedBefore(words.slice(0, at)) : undefined;
      return described ? { speaker: name, role, described } : { speaker: name, role };
    }
    const organisation = before.at(-1);
    if (organisation) return { speaker: `${organisation} ${role}`.trim(), role };
    return { speaker: role, role };
  }
  return undefined;
}

/** The speaker named before the quote or after it, in the same sentence. */
function speakerOf(
  sentence: string,
  start: number,
  end: number,
  notPeople: ReadonlySet<string>,
): { speaker: string; role: string; described?: string } | undefined {
  // Another quote's words never name this one's speaker ("그는 "…"며 "유스 선수 5명을 …"고 했다").
  const blank = (text: string) => text.replace(/["“][^"”]*["”]/g, ' ');
  const head = blank(sentence.slice(0, start)).replace(/[“”"]/g, ' ');
  const headWords = head.split(/\s+/).filter(Boolean);
  const fromHead = headWords.length > 0 ? roleIn(headWords.slice(-6), notPeople) : undefined;
  if (fromHead) return fromHead;
  const tail = blank(sentence.slice(end)).replace(/^(?:라고|이라고|고|며|라며|이라며|면서)\s*/, '');
  const tailWords = tail.split(/\s+/).filter(Boolean);
  if (!SPEECH_VERB.test(tail)) return undefined;
  return roleIn(tailWords.slice(0, 5), notPeople);
}

/** "…을 이렇게 설명했다": a sentence that hands the quote before it to its subject. */
const SAID_SO =
  /(?:^|\s)(?:이렇게|이같이|이와 같이)\s+(?:[가-힣]+\s+)?(?:말했|밝혔|전했|설명했|강조했|떠올렸|회상했|적었|털어놓았|털어놨|답했|소개했|표현했)/;

/**
 * A quote that stands alone, opening an article, and the sentence after it that says who said it ("모아르의
 * 지속가능경영 책임자인 유다슬 이사는 … 취지를 이렇게 설명했다"): the speaker is that sentence's subject, read
 * from its words up to the first topic ("… 이사는").
 */
function speakerAfter(sentence: string, notPeople: ReadonlySet<string>) {
  if (!SAID_SO.test(sentence) || /["“”]/.test(sentence)) return undefined;
  const words = sentence.split(/\s+/).filter(Boolean);
  const topic = words.findIndex((w) => /[가-힣](?:은|는)$/.test(w));
  if (topic < 0) return undefined;
  return roleIn(words.slice(Math.max(0, topic - 5), topic + 1), notPeople);
}

/**
 * The full name of a person a sentence calls by surname and role ("모 씨" → "모한별", "나 대표" → "나윤하"): the one
 * two-to-four-syllable name with that surname the story writes before the same role (an age in brackets
 * between them, "모한별(41) 씨"), with what describes the person there. Undefined when none or several.
 */
function fullNameOf(
  speaker: string,
  role: string,
  sentences: StorySentence[],
  notPeople: ReadonlySet<string>,
): { name: string; described?: string } | undefined {
  const short = /^([가-힣]) ([가-힣]+)$/.exec(speaker);
  if (!short || short[2] !== role) return undefined;
  const pattern = new RegExp(
    `(?:^|\\s)(${short[1]}[가-힣]{1,3})(?:\\(\\d{1,3}(?:세)?\\))?\\s+${role}(?=[은는이가의도와과을를,]|\\s|$)`,
    'g',
  );
  const found = new Map<string, string | undefined>();
  for (const sentence of sentences) {
    for (const match of sentence.text.matchAll(pattern)) {
      const name = match[1]!;
      if (notPeople.has(name) || GENERIC_NOUNS.has(name) || PEOPLE_NOUNS.test(name)) continue;
      const before = sentence.text
        .slice(0, match.index + match[0].indexOf(name))
        .split(/\s+/)
        .filter(Boolean);
      found.set(name, found.get(name) ?? (role === '씨' ? describedBefore(before) : undefined));
    }
  }
  if (found.size !== 1) return undefined;
  const [name, described] = [...found][0]!;
  return described ? { name, described } : { name };
}

/**
 * Quotes of the story, one per distinct wording, with who said them; the newest report first. `notPeople` are the
 * story's names known to be teams, companies or places (never a speaker's own name).
 */
export function storyQuotes(sentences: StorySentence[], notPeople: ReadonlySet<string> = new Set()): FactQuote[] {
  const quotes: FactQuote[] = [];
  const seen = new Set<string>();
  const ordered = [...sentences].sort(
    (a, b) => b.reportedAt.getTime() - a.reportedAt.getTime() || a.article - b.article,
  );
  const at = new Map(sentences.map((s) => [`${s.article}:${s.position}`, s]));
  for (const sentence of ordered) {
    for (const match of sentence.text.matchAll(SPEECH)) {
      const words = match[1]!.trim();
      // A short quoted phrase is a name or a catchword ("'누리온'"), not speech.
      if (!/\s/.test(words) || [...words].length < 8) continue;
      const key = words.replace(/\s+/g, '');
      if (seen.has(key)) continue;
      const alone = match[0].length >= sentence.text.replace(/[.\s]+$/, '').trim().length;
      const next = alone ? at.get(`${sentence.article}:${sentence.position + 1}`) : undefined;
      const who =
        speakerOf(sentence.text, match.index, match.index + match[0].length, notPeople) ??
        (next ? speakerAfter(next.text, notPeople) : undefined);
      if (!who) continue;
      seen.add(key);
      // "모 씨", "나 대표": a person the story named in full before ("모한별(41) 씨") is called by that name.
      const full = fullNameOf(who.speaker, who.role, sentences, notPeople);
      if (full) {
        who.speaker = full.name;
        if (full.described && !who.described) who.described = full.described;
      }
      quotes.push({
        words,
        speaker: who.speaker,
        role: who.role === who.speaker ? '' : who.role,
        ...(who.described ? { described: who.described } : {}),
        outlet: sentence.outlet,
      });
    }
  }
  return quotes;
}
