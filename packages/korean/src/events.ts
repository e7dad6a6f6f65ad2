/**
 * Event nouns: the nouns Korean news uses for what happened (허가, 개막, 돌파, 출시, 승리…), whatever the
 * story. A verbal noun read from a conjugated verb ("허가했다" → 허가) names an event too; these are the ones
 * a headline may carry bare ("청록제약 비만약 허가").
 */
export const EVENT_NOUNS: ReadonlySet<string> = new Set(
  (
    '실적 영업이익 순이익 매출 흑자 적자 인수 합병 상장 투자 유치 출시 공개 발표 개발 리콜 결함 판매 사전계약 수주 계약 ' +
    '허가 승인 인가 특허 임상 인상 인하 동결 할인 파업 협상 타결 개통 개장 개막 폐막 개최 개점 개업 오픈 분점 호점 폐업 ' +
    '개소 개관 착공 준공 완공 증설 월드투어 투어 콘서트 공연 팬미팅 컴백 데뷔 신곡 앨범 매진 결혼 열애 은퇴 복귀 입대 전역 기부 ' +
    '수상 개봉 흥행 첫방송 시청률 종영 캐스팅 방영 제작 촬영 우승 준우승 승리 패배 무승부 완봉승 역전승 연승 연패 신기록 ' +
    '홈런 끝내기 노히트노런 탈삼진 결승골 선임 경질 사퇴 영입 이적 재계약 부상 승격 강등 협업 완판 팝업 선정 등급 개편 ' +
    '도입 확대 축소 예약 축제 행사 전시 박람회 운항 취항 증편 운행 가격 요금 노선 돌파 급증 급등 급락 상승 하락 기록 ' +
    '선두 첫선 첫방송 첫공개 체결 출범 창업 설립 철수 중단 재개 연기 취소 확정 발탁 지정 등재 리뉴얼'
  ).split(' '),
);

/** True for a noun that names what happened ("허가", "개막", "3호점"). */
export function isEventNoun(word: string): boolean {
  return EVENT_NOUNS.has(word) || /^\d+호점$/.test(word);
}

/** Idioms news uses for an event, with the event noun they stand for. */
const EVENT_IDIOMS: [RegExp, string][] = [
  // "막을 내렸다", "막 내려", "막을 내린": a close.
  [/막(?:을)?\s*내(?:렸다|렸고|렸으며|려|린|리며|린다)/g, '폐막했다'],
  // "문을 열었다" said of a festival or a shop: an opening.
  [/문(?:을)?\s*(?:활짝\s*)?열(?:었다|어|고|며)/g, '개막했다'],
];

/** The text with event idioms written as their event noun ("막을 내렸다" → "폐막했다"), for reading events. */
export function withEventNouns(text: string): string {
  let result = text;
  for (const [idiom, noun] of EVENT_IDIOMS) result = result.replace(idiom, noun);
  return result;
}

/** How news says an event happens besides its noun ("개업" ← "문을 연다", "첫 분점을 열었다"). */
const EVENT_VERBS: [RegExp, string][] = [
  [
    /^(?:개업|개점|오픈|분점|호점|\d+호점)$/,
    '(?:문|매장|가게|분점|지점|점포|\\d+호점|[가-힣]*점)[을를]?\\s*(?:새로\\s*)?(?:연다|열었|열어|열고|열며|열 |연 |열기로|엽니다)',
  ],
  [
    /^(?:개막|개최|축제|행사|전시|박람회|개소|개관|개장)$/,
    // "센터를 12월 1일 오전 9시 연다": the object stands before the day, the bare verb after it.
    '(?:막을?\\s*(?:올린|올렸|올리)|문을?\\s*(?:연다|열었|열어|열고|열며)|(?:^|\\s)(?:연다|열었다|엽니다)(?=[\\s.,]|$))',
  ],
  [/^폐막$/, '(?:막을?\\s*(?:내린|내렸|내려|내리)|일정을\\s*(?:마친|마쳤|마치))'],
  [/^(?:개봉)$/, '(?:극장에\\s*걸|관객을\\s*만나)'],
];

/**
 * A pattern for the words that tell an event named by `noun`: the noun itself ("착공", "착공식"), a verb
 * made of it, and the idioms news uses for it ("문을 연다" for 개업). Undefined for a word that is no event.
 */
export function eventPattern(noun: string): RegExp | undefined {
  const word = noun.trim();
  if (!isEventNoun(word)) return undefined;
  const idioms = EVENT_VERBS.filter(([nouns]) => nouns.test(word)).map(([, idiom]) => idiom);
  const own = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp([own, ...idioms].join('|'));
}
