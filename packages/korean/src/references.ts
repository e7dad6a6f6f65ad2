/**
 * Words that point back (or forward) to something the text must already have given: a pronoun (그는,
 * 이들), a count of names (두 회사, 양사), a demonstrative (이 약, 해당 제품, 이 중), a discourse link
 * (그 결과, 이에 따라, 이는), a time relative to an event (이날, 당시), the additive 도 ("국내 시장도"), a
 * noun that only means something as someone's (요금은, 관계자는), a surname with a role ("마 감독은"),
 * and a saying verb that promises words to come ("이렇게 말했다"). Surface patterns only.
 */
import { withoutQuotes } from './quotes.ts';

export type ReferenceKind =
  'person' | 'pair' | 'demonstrative' | 'discourse' | 'time' | 'additive' | 'relational' | 'short-name';

export interface LeadingReference {
  kind: ReferenceKind;
  /** The words that refer ("두 회사는", "마 감독은"). */
  phrase: string;
  /** For a short name, the syllable the full name starts with ("마"). */
  surname?: string;
}

const PARTICLE = '(?:은|는|이|가|을|를|의|에|에서|와|과|도|로|으로|에게|만|까지)?';
const END = '(?=[\\s,]|$)';

const PERSON = new RegExp(`^(?:(?:그녀|그들|이들)${PARTICLE}|그(?:는|가|를|의|에게|도|와|만|로서))${END}`);
const PAIR = new RegExp(
  `^(?:두 (?:회사|기업|업체|팀|구단|사람|선수|배우|가수|기관|단체|브랜드|곳|나라|도시|작품|제품)|양사|양측|양국|양 팀|양팀|둘 다|둘)${PARTICLE}${END}`,
);
const DISCOURSE = new RegExp(
  `^(?:그 결과|이에 따라|이에|이처럼|이같이|이렇듯|이로써|이로 인해|이 때문에|그 때문에|이는|그러면서|그래서|이어|이어서|이 중|그중|이 가운데|그 가운데|여기에|여기서|이를|이와 함께|이 밖에|이밖에)${PARTICLE}${END}`,
);
const DEMONSTRATIVE = new RegExp(
  `^(?:(?:이|그|저|해당|같은|이런|그런|이러한|그러한|이 같은|이같은|그 같은|상기)\\s[가-힣A-Za-z0-9]+|이곳|그곳|이것|그것|이번 일)${PARTICLE}${END}`,
);
const TIME = new RegExp(
  `^(?:이날|그날|당일|당시|이때|그때|같은 날|이튿날|그 뒤|그 후|이후|앞서|직후|그 직후)${PARTICLE}${END}`,
);

/** Nouns that name something only as someone's ("요금은", "관계자는", "목표는"): whose must come first. */
const RELATIONAL = new RegExp(
  `^(?:요금|가격|입장료|관람료|이용료|참가비|결과|관계자|회사|업체|구단|측|팀|제품|작품|매장|행사|대회|당국|점포|가게|식당|공연|영화|드라마|경기|선수|감독|대표|목표|이유|계획|일정|상대|상대 팀|후임|전임|나머지|본사|신작|전작|주인공)(?:은|는|이|가|을|를|도)\\s`,
);

/** Roles written after a surname alone ("마 감독", "윤 대표"): the full name must come first. */
const SHORT_NAME =
  /^([가-힣]) (감독|대표|선수|코치|회장|사장|작가|셰프|교수|의원|장관|위원장|단장|원장|관장|이사|씨)(?:은|는|이|가|을|를|의|에게|과|와|도)?(?=[\s,]|$)/;

/** 도-final nouns that are not the particle 도 ("경기도", "만족도"); whole words, so "판매도" stays 판매 + 도. */
const DO_NOUNS =
  /^(?:파도|수도|철도|부도|구도|절도|전도|용도|정도|제도|속도|온도|강도|태도|연도|한도|각도|밀도|빈도|궤도|시도|인도|포도|반도|지도|경기도|제주도|강원도|충청도|전라도|경상도|독도|울릉도|거제도|진도|완도|보도|매도|주도|고도|농도|난도|편도|신도|복도|적도|척도|효도|의도|검도|유도|태권도|명도|채도|학도|계도|횡단보도|위도|경도|습도|염도|당도|순도|과도|기도|신용도|선호도|만족도|인지도|점유도|친밀도|긴장도|이해도|완성도|기대도|관심도|영향도)$/;

/** A word whose final 도 is its own ("철도", "편도", "만족도"), not the additive particle. */
export function endsInDoNoun(word: string): boolean {
  // A measure noun in -도 ("혼잡도", "난이도") is a noun whatever its stem; these are the usual stems.
  return (
    DO_NOUNS.test(word) ||
    /(?:만족|선호|인지|신뢰|완성|이해|기여|의존|중요|위험|혼잡|집중|숙련|성숙|활용|충성|피로|참여|호감|민감|정확|노출|청렴|투명|선명|경사|난이|해상|가속|진척|달성|인기|관심|기대|친밀|긴장|영향|점유|오염|당|염|습)도$/.test(
      word,
    )
  );
}

/** The additive 도 on one of the first three words when nothing before it carries a case particle. */
function additive(text: string): string | undefined {
  const words = text.split(/\s+/).slice(0, 3);
  const noun = endsInDoNoun;
  const at = words.findIndex((word) => /[가-힣]도,?$/.test(word) && !noun(word.replace(/,$/, '')));
  if (at < 0) return undefined;
  // A 도-word followed by a bare noun is part of a name ("한여름 파도 페스티벌"), not the particle.
  const next = words[at + 1];
  const inName =
    next !== undefined &&
    /^[가-힣A-Za-z0-9]+$/.test(next) &&
    !/(?:다|요|고|게|히|서|지|며|으로|로|에|에게|까지|부터|처럼|만큼|보다)$/.test(next);
  if (inName) return undefined;
  if (words.slice(0, at).some((w) => /(?:은|는|이|가|을|를|에서|에|으로|로)$/.test(w))) return undefined;
  return words.slice(0, at + 1).join(' ');
}

/** The reference a sentence opens with, if any (quoted words are not read). */
export function leadingReference(sentence: string): LeadingReference | undefined {
  const text = withoutQuotes(sentence, '…').trim();
  const short = SHORT_NAME.exec(text);
  if (short) return { kind: 'short-name', phrase: short[0], surname: short[1]! };
  const ordered: [ReferenceKind, RegExp][] = [
    ['pair', PAIR],
    ['discourse', DISCOURSE],
    ['time', TIME],
    ['person', PERSON],
    ['demonstrative', DEMONSTRATIVE],
  ];
  for (const [kind, pattern] of ordered) {
    const match = pattern.exec(text);
    if (match) return { kind, phrase: match[0] };
  }
  const also = additive(text);
  if (also) return { kind: 'additive', phrase: also };
  const relational = RELATIONAL.exec(text);
  if (relational) return { kind: 'relational', phrase: relational[0].trim() };
  return undefined;
}

/** "…는 이렇게 말했다", "다음과 같이 밝혔다": words promised after the sentence, outside any quote. */
export function promisesWords(sentence: string): boolean {
  const text = withoutQuotes(sentence, '…');
  return /(?:이렇게|다음과 같이|이같이|이와 같이)\s*(?:[가-힣]+\s)?(?:말|밝|전|설명|강조|덧붙|답|소감|입장)[가-힣]*[.!?…]?\s*$/.test(
    text.trim(),
  );
}

/** A person named with a role or a title ("한서윤 대표", "배우 한이솔", "윤재하 선수") in the text. */
export function namesPerson(text: string): boolean {
  return (
    /[가-힣]{2,4}\s?(?:씨|선수|감독|대표|배우|가수|작가|교수|장관|의원|위원장|회장|사장|셰프|코치|단장|원장|관장|이사|투수|타자)/.test(
      text,
    ) || /(?:배우|가수|투수|타자|감독|작가|셰프|선수)\s[가-힣]{2,4}/.test(text)
  );
}

/** Two names given together ("청록제약과 한빛바이오", "A, B") that a "두 회사" or "양측" can point to. */
export function namesTwo(text: string): boolean {
  return /[가-힣A-Za-z0-9]{2,}(?:와|과|및|하고|,)\s?[가-힣A-Za-z0-9]{2,}/.test(text);
}
