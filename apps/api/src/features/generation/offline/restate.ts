/*
 * Restating a news sentence as a fact in the writer's own sentence (microplanning, DESIGN §5): the core
 * clause only — no attribution tail ("…라고 밝혔다"), no "…에 따르면", no parenthesis — with its parts
 * reordered and its news diction turned into blog diction. The seed chooses among the ways to say it,
 * so two members' posts differ. A sentence this cannot take apart is not restated (the writer drops it
 * rather than copy it). Plain prose (한다체) in, plain prose out; the conjugator sets the tone later.
 */
import { batchimOf, isHangulSyllable, isTitleSpan, particle, quoteSpans } from '@geulgam/korean';
import { danglingOpener } from '../quality-text.ts';
import type { Random } from '../random.ts';
import { cleanClause, isClause } from './clause.ts';
import { pastOf } from './past.ts';
import { describedParts, figureCopula, turnedRound } from './copula.ts';
import { madeBy, relativeParts } from './relative.ts';
import { decided } from './intent.ts';
import { resultOpening } from './results.ts';

/** A verb's -는 form ("띄는", "하는", "있는"): the syllable before 는 is a common verb stem's, not a noun's. */
const VERB_NEUN = /(?:^|[가-힣])(?:띄|하|되|보|주|오|가|지|치|키|피|리|기|히|있|없|나|두|쓰|끄|뜨|트|르)는$/;

/** -는 forms no name ends in ("들어가는", "다가오는", "하는", "있는"); VERB_NEUN also catches "박태오는". */
const SURE_VERB_NEUN = /[가-힣](?:[어아여워와](?:가|오)|하|되|있|없|띄)는$/;

/** Objects that make an idiom with their verb ("막을 내리다", "첫선을 보이다", "물꼬를 트다"). */
const IDIOM_OBJECT =
  /^(?:막|문|첫선|손|발|닻|첫삽|첫발|불|고개|눈길|입|힘|꽃|기지개|발길|물꼬|포문|신호탄|날개|박차|길|문턱|자리|얼굴|모습|목소리|눈물|땀)(?:을|를)$/;
/** Verbs of reporting that close an attributed clause: the fact is what comes before "…다고". */
const ATTRIBUTION =
  /^(.+?)(?:(다)|(이)?라)고\s+(?:\S+\s+){0,4}?(?:밝혔|전했|설명했|말했|덧붙였|강조했|공시했|발표했|내다봤|예상했|전망했|분석했|알렸|소개했|평가했|보고 있|봤|보도했|언급했|주장했|지적했|공개했|예고했)다$/;

/** A source named before the fact ("업계에 따르면", "○○ 발표에 따르면"). */
const ACCORDING = /^(?:\S+\s){0,3}?\S+에 따르면,?\s+/;

/** Endings that tie two clauses of one sentence; the first clause ends in a past stem or the copula. */
const CLAUSE_BREAK =
  /(?<=(?:었|았|였|했|됐|졌|겼|렸|쳤|켰|섰|났|갔|왔|봤|줬)(?:고|으며|는데)|(?:이|였|이었)(?:고|며)|(?:예정|계획)이(?:고|며)),\s+/;

/**
 * A copula giving a reason ("420면뿐이어서 주말에는 금세 찬다"): two facts, the first a plain "…이다".
 * Only after a noun that ends in a consonant (이어서, 이라서), where no verb ends so.
 */
const COPULA_BREAK = /(?<=[가-힣](?:이어서|이라서)),?\s+/;

/** Time words a sentence may open or close with; moving them breaks a source's word order. */
const TIME_WORD =
  /^(?:올해|지난해|작년|내년|이날|오늘|어제|지난달|이번 달|다음 달|지난주|이번 주|다음 주|최근|현재|당일|\d{1,2}일|\d{4}년|\d{1,2}월|\d{1,2}시|\d{1,2}분|[상하]반기|오전|오후|지난|오는)(?:부터|까지|에는|에|엔|에도|도)?$/;

/**
 * News diction and its blog diction: each pair says the same thing. Several ways per phrase; the seed
 * picks one, so the changed words sit inside the sentence, not only at its end.
 */
const DICTION: [RegExp, string[]][] = [
  [/지난해 같은 기간보다/, ['작년 같은 때보다', '작년 이맘때보다']],
  [/전년 동기 대비/, ['작년 이맘때보다', '작년 같은 때와 비교해']],
  [/전년 대비/, ['작년과 비교해', '작년보다']],
  [/증가했다$/, ['늘었다', '불어났다']],
  [/감소했다$/, ['줄었다', '줄어들었다']],
  [/상승했다$/, ['올랐다', '뛰었다']],
  [/하락했다$/, ['내렸다', '떨어졌다']],
  [/늘었다$/, ['증가했다', '불어났다']],
  [/줄었다$/, ['감소했다', '줄어들었다']],
  [/기록했다$/, ['찍었다', '올렸다']],
  [/개최한다$/, ['연다', '치른다']],
  [/개최했다$/, ['열었다', '치렀다']],
  [/진행한다$/, ['연다', '이어 간다']],
  [/진행했다$/, ['열었다', '치렀다']],
  [/진행된다$/, ['열린다', '이어진다']],
  [/진행됐다$/, ['열렸다', '치러졌다']],
  [/선보인다$/, ['내놓는다', '공개한다']],
  [/선보였다$/, ['내놓았다', '공개했다']],
  [/출시했다$/, ['내놓았다', '시장에 내놨다']],
  [/출시한다$/, ['내놓는다', '시장에 내놓는다']],
  [/밝혔다$/, ['알렸다']],
  [/차지했다$/, ['차지했다', '가져갔다']],
  [/달성했다$/, ['이뤄 냈다', '해냈다']],
  [/돌파했다$/, ['넘어섰다', '넘겼다']],
  [/넘어섰다$/, ['돌파했다', '넘겼다']],
  [/체결했다$/, ['맺었다']],
  [/예정이다$/, ['계획이다', '예정이라고 한다']],
  [/방침이다$/, ['계획이다']],
  [/것으로 알려졌다$/, ['것으로 전해졌다', '것이라고 한다']],
  [/것으로 나타났다$/, ['것으로 확인됐다', '것으로 조사됐다']],
  [/것으로 집계됐다$/, ['것으로 나타났다', '것으로 확인됐다']],
  [/가운데 /, ['중에서 ', '중 ']],
  // "10명 넘게 모였다" holds before the verb only: "65세 넘게 어르신" is no Korean.
  [/이상 (?=\S+다$)/, ['넘게 ', '이상 ']],
  [/(^|\s)약 (?=\d)/, ['$1대략 ', '$1약 ']],
  [/모두 /, ['전부 ', '모두 ']],
  [/처음으로 /, ['처음 ', '최초로 ']],
  [/가장 /, ['제일 ', '가장 ']],
  [/크게 /, ['많이 ', '크게 ']],
  [/일제히 /, ['한꺼번에 ', '나란히 ']],
  // "A와 함께" is "together with A"; "A와 같이" would read "like A": only a lone 함께 changes.
  [/(^|\s)(?<![와과]\s)함께 /, ['$1같이 ', '$1함께 ']],
  [/통해 /, ['거쳐 ', '통해서 ']],
  // "하기 위해" is "하려고"; "직장인을 위해" is for someone, and only "위해서" says that too.
  [/하기 위해 /, ['하려고 ', '하기 위해서 ']],
  [/(?<!하기 )위해 /, ['위해서 ', '위해 ']],
  [/관계자는 /, ['관계자는 ', '관계자 설명으로는 ']],
  [/기로 했다$/, ['기로 정했다', '기로 결정했다']],
  [/문을 연다$/, ['영업을 시작한다', '개업한다']],
  [/문을 열었다$/, ['영업을 시작했다', '개업했다']],
  [/문을 닫는다$/, ['영업을 쉰다']],
  [/넘었다$/, ['넘어섰다', '넘겼다']],
  [/다녀갔다$/, ['방문했다', '찾았다']],
  // Swaps that hold only for some objects: an audience is drawn (끌었다), money or signatures are not.
  [
    /(관객|관람객|관중|팬|인파|시청자|구독자|참가자|사람|손님|방문객|관심|인기|시선|눈길|이목|화제|주목)((?:\s\S+){0,3}[을를]\s)모았다$/,
    ['$1$2끌었다'],
  ],
  [/갖춘다$/, ['마련한다']],
  [/갖췄다$/, ['마련했다']],
  [/늘린다$/, ['확대한다']],
  [
    /(?<!(?:우려|의견|입장|대책|방안|분석|전망|해석|평가|비판|설명|계획|목소리|결과|자료|답)[을를]\s)내놓는다$/,
    ['선보인다'],
  ],
  [
    /(?<!(?:우려|의견|입장|대책|방안|분석|전망|해석|평가|비판|설명|계획|목소리|결과|자료|답)[을를]\s)(?:내놓았다|내놨다)$/,
    ['선보였다'],
  ],
  // Money or effort spent (사업비 312억 원을 들였다) is never "introduced": only things brought in are.
  [
    /(?<!(?:시간|공|정성|노력|돈|비용|품|힘|공력|원|예산|사업비|공사비)[을를]\s(?:더\s|많이\s|꽤\s|특히\s)?)들였다$/,
    ['도입했다', '마련했다'],
  ],
  [/벌어졌다$/, ['일어났다', '생겼다']],
  [/((?:팀|구단|대표팀|선수단|회사|조직|악단|공연단)[을를]\s)이끈다$/, ['$1맡는다']],
  // Only what runs already: "12월 14일부터 운영한다" starts later, and "맡고 있다" would say it has begun.
  [/(?<!부터\s(?:\S+\s)?)운영한다$/, ['꾸려 가고 있다', '맡고 있다']],
  [/반긴다$/, ['환영한다']],
  [/나눠 준다$/, ['선물한다', '증정한다']],
  [/펼쳐진다$/, ['열린다']],
  [/펼쳐졌다$/, ['열렸다']],
  [/이어졌다$/, ['계속됐다']],
  [/뽑혔다$/, ['선정됐다']],
  [/선정됐다$/, ['뽑혔다']],
  [/마쳤다$/, ['끝냈다']],
  [/마친다$/, ['끝낸다']],
  [/분위기다$/, ['모습이다']],
  [/수준이다$/, ['정도다']],
  [/(으?로) 이름났다$/, ['$1 유명하다']],
  [/(\S+승)을 거뒀다$/, ['$1했다']],
  [/팔린다$/, ['나간다']],
  [/팔렸다$/, ['나갔다']],
  [/들어찼다$/, ['모였다']],
  [/이른다$/, ['달한다']],
  [/이르렀다$/, ['달했다']],
  [/낮췄다$/, ['내렸다']],
  [/맺었다$/, ['체결했다']],
  [/출발했다$/, ['시작했다']],
  [/뛰어들었다$/, ['나섰다']],
  [/제시했다$/, ['내놓았다']],
  [
    /((?:인력|요원|직원|경찰|경찰관|병력|인원|봉사자|소방관|버스|차량|열차|전세기|항공기)[이가은는]?\s(?:\S+\s)?)배치된다$/,
    ['$1투입된다'],
  ],
  [/이뤄진다$/, ['진행된다']],
  // What speakers say of their views and plans, said in other everyday words.
  [/것으로 기대한다$/, ['것으로 본다', '것으로 내다본다']],
  [/(?<=[가-힣]) 생각했다$/, [' 여겼다']],
  [/(?<=[과와]) 맞먹었다$/, [' 비슷했다']],
  [/경우가 많다$/, ['일이 잦다', '때가 많다']],
  [/이어 가겠다$/, ['계속하겠다']],
  [/맞붙는다$/, ['대결한다', '겨룬다']],
  [/맞붙었다$/, ['대결했다', '겨뤘다']],
  [/가로막았다$/, ['막아 냈다', '차단했다']],
  [/주목한다$/, ['눈여겨본다']],
];

/**
 * Words inside the sentence and their everyday equivalents (news diction → blog diction): Sino-Korean
 * stems before 하다/되다, time words and adverbs. Each changed word breaks the run a copy would share
 * with its source, so the seed applies them alongside a new word order.
 */
const WORDS: [RegExp, string[]][] = [
  [/(^|\s)지난해(?=\s|[은는에도의와보다부터까지]|$)/, ['$1작년']],
  [/(^|\s)이번 달(?=\s|[은는에도의]|$)/, ['$1이달']],
  [/(^|\s)이달(?=\s|[은는에도의]|$)/, ['$1이번 달']],
  [/되풀이(?=[되된됐돼될하한했해])/, ['반복']],
  [/반복(?=[되된됐돼될])/, ['되풀이']],
  [/마련(?=[하한했해할되된됐])/, ['준비']],
  [/(^|\s)준비(?=[하한했해할])/, ['$1마련']],
  [/참여(?=[하한했해할자의를가])/, ['참가']],
  // Things are placed (의자를 배치), people and vehicles are sent in (인력을 투입).
  [
    /((?:인력|요원|직원|경찰|경찰관|병력|인원|봉사자|소방관|버스|차량|열차|전세기|항공기)[을를이가은는]?\s(?:\S+\s)?)배치(?=[하한했해할되된됐돼])/,
    ['$1투입'],
  ],
  [/추산(?=[하한했해할되된됐돼])/, ['추정']],
  [/검토(?=[하한했해할])/, ['고민']],
  // Only where no particle follows: 대다수 ends in a vowel ("대부분이었다" is "대다수였다").
  [/(^|\s)대부분(?=\s|의|$)/, ['$1대다수']],
  [/(^|\s)매일 (?!아침|저녁|밤|오전|오후|점심|새벽)/, ['$1날마다 ']],
  [/(^|\s)날마다 /, ['$1매일 ']],
  [/(^|\s)새로 /, ['$1새롭게 ']],
  [/(^|\s)따로 /, ['$1별도로 ']],
  [/(^|\s)아직 /, ['$1여전히 ']],
  [/(^|\s)이미 /, ['$1벌써 ']],
  [/(^|\s)빠르게 (?=늘|증가|오르|올라|줄|감소|확산|성장)/, ['$1가파르게 ']],
  // "우선" is "first of all", not "earlier": "하루 먼저 입는다" keeps its 먼저.
  [/^먼저 /, ['우선 ']],
  [/(^|\s)동시에 /, ['$1한꺼번에 ']],
  [/(^|\s)금세 /, ['$1금방 ']],
  [/(^|\s)한동안 /, ['$1한참 동안 ']],
  [/(^|\s)평소(?=[의보에는]|\s)/, ['$1보통 때']],
  [/(^|\s)인근 /, ['$1근처 ']],
  [/(^|\s)향후 /, ['$1앞으로 ']],
  [/(^|\s)현재 (?!기준)/, ['$1지금 ']],
  [/(^|\s)대폭 /, ['$1크게 ']],
  [/(^|\s)점차 /, ['$1조금씩 ']],
  [/(^|\s)다소 /, ['$1조금 ']],
  [/(^|\s)주로 /, ['$1대개 ']],
  [/(^|\s)꾸준히 /, ['$1계속 ']],
  [/(^|\s)계속 (?=늘|오르|올라|줄|이어)/, ['$1꾸준히 ']],
  [/(?<=\d[가-힣A-Za-z%]*)가량(?=[이으의을]|\s|$)/, [' 정도']],
  [/ 등 (?=[가-힣])/, [' 같은 ']],
  [/(을|를) 비롯해 /, ['$1 포함해 ']],
  [/(^|\s)처음엔 /, ['$1처음에는 ']],
  [/(^|\s)급격히 /, ['$1가파르게 ', '$1크게 ']],
  [/(^|\s)빨리 /, ['$1빠르게 ']],
  [/(^|\s)전날 (?=[가-힣]+(?:가|와|해|했|갔))/, ['$1하루 전에 ']],
  [/(^|\s)오래 (?=[가-힣]*(?:머물|들여다|기다|지켜|남))/, ['$1오랫동안 ']],
  [/(^|\s)누구나 /, ['$1누구든 ']],
];

/** The text without its quoted titles, so that any quotation mark left belongs to someone's words. */
function titlesOut(text: string): string {
  let out = '';
  let from = 0;
  for (const span of quoteSpans(text)) {
    if (!isTitleSpan(text, span)) continue;
    out += text.slice(from, span.start);
    from = span.end;
  }
  return out + text.slice(from);
}

/** Whether a particle or an ending stands alone: a quote or a quoted name was cut out of the clause. */
export function lostWords(text: string): boolean {
  return /(?:^|\s)(?:은|는|을|를|의|가|와|과|고|라고|이라고|며|로|으로|에|도)(?:\s|[,.]|$)/.test(text);
}

/**
 * "군이 생긴 뒤 제일 많은 양이다": a measure told with no topic of its own (its only subject is inside a clause
 * modifying something) says how much of what the sentence before it named.
 */
function measuresWhatCameBefore(clause: string): boolean {
  if (!/(?:양|규모|수준|수치|셈|정도)(?:이)?(?:다|였다|이었다)\.?$/.test(clause)) return false;
  // "총사업비 120억 원 규모다" leans a little, but its figure is a fact of its own: left out, the post loses it.
  if (/\d/.test(clause)) return false;
  const words = clause.replace(/[.]$/, '').split(/\s+/);
  const modifying = /(?:많은|적은|높은|낮은|넓은|좁은|짧은|[가-힣]*(?:하|되|있|없|이르|달하|넘|맞먹|웃돌|밑도)는)$/;
  if (words.some((w) => /[가-힣](?:은|는)$/.test(w) && !modifying.test(w))) return false;
  const subject = words.findIndex((w) => /[가-힣](?:이|가)$/.test(w) && !BARE_I_GA.test(w));
  return subject < 0 || (subject + 1 < words.length && adnominal(words[subject + 1]!));
}

/**
 * Whether the clause leans on the sentence before it: it opens with a part or a time of something that sentence
 * named ("이 중", "같은 기간", "그사이"), or it is only the reason for it ("…사례가 적지 않아서다", "…때문이다", "…소식이 알려지면서다").
 */
export function pointsBack(text: string): boolean {
  const clause = text.trim();
  return (
    // "…전시실에서 그를 만났다": a pronoun inside the clause names someone only the article's sentences before it named.
    /\s(?:그|그녀)(?:를|의|에게|와|한테|보다)\s/.test(clause) ||
    measuresWhatCameBefore(clause) ||
    // "운봉군의 설명은 다르다": different from what the sentence before said, with nothing named to differ from.
    (/(?:은|는)\s(?:조금\s|사뭇\s|전혀\s|좀\s)?(?:다르다|달랐다)[.]?$/.test(clause) &&
      !/(?:와|과|보다)(?:는|도)?\s/.test(clause)) ||
    /^(?:이 중|이중|이 가운데|그중|그 중|같은 기간|같은 날|같은 시기|이들|이곳|그곳|이 밖에|나머지|이때|당시|그사이|그 사이|그 뒤|그 후|그 결과|그마저|그나마)/.test(
      clause,
    ) ||
    // "…것은 Z 때문이다" says what it explains; a bare "Z 때문이다" explains the sentence before it.
    (/(?:때문이(?:다|었다)|탓이(?:다|었다)|덕분이(?:다|었다)|(?:아|어|여|해|와|워|봐|져|겨|려|춰)서다|면서(?:다|였다))[.]?$/.test(
      clause,
    ) &&
      !/(?:것은|건|까닭은|이유는|배경에는|원인은)\s/.test(clause))
  );
}

/** The fact of an attributed sentence: "A가 B했다고 밝혔다" → "A가 B했다", "C할 것이라고 했다" → "C할 것이다". */
export function withoutAttribution(sentence: string): string {
  const text = sentence.replace(ACCORDING, '');
  const match = ATTRIBUTION.exec(text);
  if (!match) return text;
  const [, fact, plainDa, copulaI] = match;
  // "…바꾸겠다고 밝혔다" is an intention, told as what was decided: "…바꾸기로 했다".
  if (plainDa && /[가-힣]겠$/.test(fact!)) return `${fact!.slice(0, -1)}기로 했다`;
  if (plainDa) return `${fact}다`;
  // "…것이라고" / "…예정이라고": the copula; "…중이라고" likewise.
  return `${fact}${copulaI ? '이다' : '다'}`;
}

/**
 * The clause's subject or topic as a short noun phrase ("부산 씨호크스가" out of "벼랑 끝에 몰렸던 부산
 * 씨호크스가"): the first word marked 은/는/이/가 with the bare noun before it, if any.
 */
/** Adjectives' -은 forms that modify the noun after them ("젊은 투수", "작은 가게", "같은 날"). */
const ADJECTIVE_EUN = /^(?:젊|작|높|많|적|좋|넓|짧|낮|깊|같|늦|밝|붉|굵|얇|옅|맑|검|낡|좁|얕|묽|싫|옳|희|굳)은$/;

function subjectPhrase(clause: string): string | undefined {
  const words = clause.split(/\s+/);
  // A quoted title opening the clause ("'소금꽃 피는 밤'은") is one noun: its inner words are never the subject.
  const title = /^(['‘"“][^'’"”]+['’"”](?:은|는|이|가))\s/.exec(clause)?.[1];
  if (title && title.split(/\s+/).length > 1) return title;
  // "받는", "열린" end like a topic but modify a noun: a marked word is a subject when a noun bears it.
  const at = words.findIndex(
    (w, i) =>
      i < words.length - 1 &&
      /[가-힣A-Za-z0-9](?:은|는|이|가)$/.test(w) &&
      !/(?:하는|되는|있는|없는|받는|하던|이던)$/.test(w) &&
      // "들렀다는 직장인 팬은": a reported clause's -다는 form modifies the noun after it.
      !/[가-힣](?:다|라|자|냐)는$/.test(w) &&
      // "젊은 투수와": an adjective's -은 form before a noun is no topic.
      !(ADJECTIVE_EUN.test(w) && i < words.length - 1) &&
      !(SURE_VERB_NEUN.test(w) && bareNoun(words[i + 1]!) && i < words.length - 2) &&
      // "잘 맞은 타구가": after an adverb a one-syllable stem before 은 is a modifier ("군은", "팀은" are topics).
      !(/^[가-힣]은$/.test(w) && /^(?:잘|더|덜|가장|제일|매우|아주|꽤|많이|안|못)$/.test(words[i - 1] ?? '')) &&
      // "기세가 오른 박태오는": a subject of a clause that modifies the noun after it is that clause's own.
      !(
        /(?:이|가)$/.test(w) &&
        i < words.length - 2 &&
        /[가-힣](?:은|는|이|가)$/.test(words[i + 2]!) &&
        adnominal(words[i + 1]!) &&
        !CLOSES.test(words[i + 1]!)
      ) &&
      // "주말에는", "서울에서는": a time or place told as the topic is not who the clause is about.
      !/(?:에는|에서는|로는|에게는|까지는|부터는)$/.test(w),
  );
  if (at < 0) return undefined;
  const before = words[at - 1];
  const bare =
    before && /^[가-힣A-Za-z0-9]+$/.test(before) && !adnominal(before) && !/(?:에|로|의|를|을|고|며|서)$/.test(before);
  return bare ? `${before} ${words[at]}` : words[at];
}

/**
 * "A는 X를 올리며 B에 선정됐다": the clause before -며/-면서 put in the past and ended, so each clause can
 * be told (and aggregated) on its own. A stem whose past is irregular keeps the sentence whole.
 */
/** A time still to come ("다음 달", "내년", "오는 5일"): a clause holding one is never put in the past. */
const TO_COME = /(?:^|\s)(?:다음\s?(?:달|주|시즌|해)|내년|내달|오는\s\d)/;

/** Whether the clause ending at `at` (from the sentence's start or the split before it) tells a time to come. */
function toCome(sentence: string, at: number): boolean {
  return TO_COME.test(sentence.slice(0, at).split('\u0001').at(-1) ?? '');
}

function splitAtMyeo(sentence: string): string {
  // Only a sentence told in the past puts its first clause in the past ("시작하며 … 올라" stays whole).
  if (!/(?:었|았|였|했|됐|졌|쳤|렸|겼|났|섰|왔|갔|봤|줬|냈|웠|켰|썼|뒀)다$/.test(sentence.trim())) return sentence;
  return sentence.replace(/([가-힣]+?)(으며|며|면서),?\s+/g, (whole, found: string, ending: string, at: number) => {
    if (toCome(sentence, at)) return whole;
    // "-으며" follows a consonant stem (받으며); after a vowel the 으 is the stem's own (모으며 → 모으).
    const last = found[found.length - 1]!;
    const stem = ending === '으며' && isHangulSyllable(last) && !batchimOf(last) ? `${found}으` : found;
    // "…없다며 걱정했다", "…크다면서": -다며/-라며 reports what someone said; it is not a clause of its own.
    if (/(?:이|했|였|었|았|됐|겠|다|라)$/.test(stem)) return whole;
    // "쪽지를 비춰 가며 사진을 찍었다": an auxiliary after a verb's -어 form says how the act goes, no act of its own.
    const before = sentence.slice(0, at).trimEnd().split(/\s+/).pop() ?? '';
    if (/^(?:가|오|주|두|보|놓|내|버리)$/.test(found) && /[어아여워와줘춰혀겨려쳐해]$/.test(before)) return whole;
    // "돌파구는 온도를 바꾸면서 찾아왔다": a -면서 clause with no subject after it says how the next act came
    // about; told apart it would give its act to the topic ("돌파구는 온도를 바꿨다").
    if (ending === '면서' && !/\S(?:이|가|은|는|만|도)\s/.test(sentence.slice(at + whole.length))) return whole;
    const past = pastOf(stem);
    return past ? `${past}\u0001` : whole;
  });
}

/**
 * "A는 X를 돌려주고, Y를 보냈다": a bare stem before 고 and a comma is an act of its own in the sentence's
 * tense, put in the past so each act can be told on its own (the later one keeps the subject).
 */
function splitAtGo(sentence: string): string {
  if (!/(?:었|았|였|했|됐|졌|쳤|렸|겼|났|섰|왔|갔|봤|줬|냈|웠|켰|썼|뒀)다$/.test(sentence.trim())) return sentence;
  return sentence.replace(/(\S*?[가-힣])고,\s+/g, (whole, stem: string, at: number) => {
    if (toCome(sentence, at)) return whole;
    // "…라고,", "…다고,": reported words; "…이고,": the copula (CLAUSE_BREAK); a past stem is joined already.
    const last = stem[stem.length - 1]!;
    if (/(?:다|라|이|겠|않)$/.test(stem) || stem.length < 2 || batchimOf(last) === 'ㅆ') return whole;
    const past = pastOf(stem);
    return past ? `${past}\u0001` : whole;
  });
}

/**
 * "A가 X했지만, B는 Y했다": two facts with a subject each, told apart (the contrast is the reader's to see).
 * A later clause with no subject of its own keeps the sentence whole: its subject may be another than A.
 */
function splitAtJiman(sentence: string): string {
  const match = /(?:었|았|였|했|됐|졌|쳤|렸|겼|났|섰|왔|갔|봤|줬|냈|웠|켰|썼|뒀)지만,?\s+/.exec(sentence);
  if (!match) return sentence;
  const first = `${sentence.slice(0, match.index + match[0].search(/지만/))}다`;
  const rest = sentence.slice(match.index + match[0].length);
  // A subject, not a noun modified by a reported clause ("초기라는 점을") nor a verb's -는 form.
  const subjectOf = (clause: string) => {
    const found = subjectPhrase(clause);
    const word = found?.split(' ').pop() ?? '';
    return found && !/(?:다는|라는)$/.test(word) && !VERB_NEUN.test(word) ? found : undefined;
  };
  // "회사는 매출이 늘었지만, 영업이익은 줄었다": a topic of the first clause is the second's too; kept whole.
  const head = subjectOf(first);
  const simple = !first
    .split(/\s+/)
    .slice(0, -1)
    .some((w) => CONNECTIVE_WORD.test(w) || (/[가-힣](?:은|는)$/.test(w) && !/(?:에는|에서는)$/.test(w)));
  return head && /(?:이|가)$/.test(head) && simple && subjectOf(rest) ? `${first}\u0001${rest}` : sentence;
}

/** A subject told with 만 ("영업이익만 3조 원에 달했다") or a count told with 도 ("민박 12곳도 문을 열었다"): the clause has its own. */
const ONLY_SUBJECT = /(?:^|\s)(?:(?![가-힣]*(?:불만|미만|비만|자만)\s)[가-힣]{2,}만|\d[\d,.]*[가-힣]{1,2}도)\s(?!에)/;

/** "X를 Y해" that says how or why, not an act of its own ("위해", "통해", "포함해", "활용해"). */
const MEANS_HAE =
  /(?:위|통|대|비|의|관|인|말|감안|고려|대비|기념|활용|포함|비롯|제외|반영|이용|동원|사용|참고|바탕|계기|근거|중심|대상|상대|우려|의식|겨냥|염두|고려)해$/;

/**
 * "A는 X를 기록해 Y에 올랐다": an act on an object (a 하다 verb) told with -해 before another act of the past is an
 * act of its own, put in the past ("A는 X를 기록했다", "A는 Y에 올랐다"), so each fact can be told (and freed from
 * its source) alone. Not a -해 that says how or why ("X를 통해", "X를 감안해"), nor a time still to come.
 */
function splitAtHae(sentence: string): string {
  // The sentence is told in the past: ㅆ under the syllable before its final 다 ("올랐다", "기록했다").
  const end = /([가-힣])다[.]?$/.exec(sentence.trim())?.[1];
  if (!end || batchimOf(end) !== 'ㅆ') return sentence;
  return sentence.replace(
    /(\S+(?:을|를)\s)([가-힣]{2,4})해,?\s+(?=\S)/g,
    (whole, object: string, verb: string, at: number) => {
      if (toCome(sentence, at) || MEANS_HAE.test(`${verb}해`) || !/^[가-힣]{2,4}$/.test(verb)) return whole;
      // A quoted title or words around the act ("'A'를 기록해"): left whole, the clause split may cut a quote.
      if (/["“”]/.test(object)) return whole;
      // "…을 확정해 발표했다": a lone verb after it shares the object, and one act is told ("확정했으며, 발표했다"
      // was written).
      if (/^\S+[.]?$/.test(sentence.slice(at + whole.length).trim())) return whole;
      return `${object}${verb}했다\u0001`;
    },
  );
}

/** The clauses of a sentence, each a sentence of its own ("A했고, B했다" → "A했다", "B했다"). */
export function clausesOf(sentence: string): string[] {
  const parts = splitAtHae(splitAtMyeo(splitAtGo(splitAtJiman(sentence))))
    .split('\u0001')
    .flatMap((part) => part.split(CLAUSE_BREAK))
    .flatMap((part) => part.split(COPULA_BREAK));
  if (parts.length === 1) return [sentence];
  // The first clause's subject carries over only when that clause is simple: after "…떠났지만," or
  // "…떨어지며" the subject found may belong to an inner clause, not to what follows.
  const first = parts[0]!.split(/\s+/).slice(0, -1);
  const simpleFirst = !first.some((w) => CONNECTIVE_WORD.test(w));
  const subject = simpleFirst ? subjectPhrase(parts[0]!) : undefined;
  return parts.flatMap((part, i) => {
    let clause = part.trim();
    if (i < parts.length - 1) {
      clause = clause
        .replace(
          /(?:었|았|였|했|됐|졌|겼|렸|쳤|켰|섰|났|갔|왔|봤|줬)(?:고|으며|는데)$/,
          (m) => `${m.replace(/(?:고|으며|는데)$/, '')}다`,
        )
        .replace(/(이|였|이었)(?:고|며)$/, '$1다')
        .replace(/(?:이어서|이라서)$/, '이다')
        .replace(/(예정|계획)이(?:고|며)$/, '$1이다');
    }
    // A later clause without its own subject takes the first clause's ("A는 X했고, Y했다"); with no
    // subject to take it cannot stand alone ("돌풍을 일으켰다").
    if (i > 0 && !subjectPhrase(clause) && !ONLY_SUBJECT.test(clause)) {
      if (!subject) return [];
      clause = `${subject} ${clause}`;
    }
    return [clause];
  });
}

/** Particles that close a phrase of a clause (the genitive 의 does not: it sits inside a noun phrase). */
const CLOSES = /(?:은|는|이|가|을|를|에서|에게|에는|에도|에|으로|로|와|과|도|부터|까지|만|보다)$/;
/** Nouns that end in 이 or 가 themselves ("새해맞이", "어린이", "작가"): bare, not marked as a subject. */
export const BARE_I_GA =
  /(?:맞이|놀이|살이|구이|볶이|풀이|걸이|받이|잡이|쟁이|벌이|꽂이|어린이|아이|사이|높이|길이|나이|차이|넓이|깊이|먹이|작가|국가|평가|물가|휴가|주가|원가|단가|정가|특가|대가|시가|전문가|[업술축설]가|화가)$/;

/** A noun joined to the next by 와/과 ("A와 B가"): the two are one phrase. */
const COORDINATED = /^(?![가-힣]*(?:결과|효과|성과|통과|초과|경과|부과|학과|사과|교과)$)[가-힣A-Za-z0-9]+(?:와|과)$/;
/** Phrases Korean word order lets move: places, times, ranges ("오창 공장에서", "내년 상반기부터"). */
const MOVABLE = /(?:에서|에서는|부터|까지|에는)$/;

/** A word with no particle that is no time, number or verb form: part of a longer noun phrase ("고대역폭 메모리"). */
const bareNoun = (word: string) =>
  /^[가-힣A-Za-z]+$/.test(word) && !CLOSES.test(word) && !TIME_WORD.test(word) && !CONNECTIVE_WORD.test(word);

/** A part of the time before it ("내년 봄까지", "12월 7일", "7일 월요일", "오전 5시", "올해 상반기"). */
const SEASON_AFTER =
  /^(?:봄|여름|가을|겨울|초|말|연초|연말|[상하]반기|\d{1,2}[월일시분]|[월화수목금토일]요일|오전|오후|새벽|아침|저녁|밤|낮|동안|사이|만에|째|첫날|첫째|마지막|[상중하초]순|말일)/;

/** A determiner of a time ("지난 주말", "다음 달"): never a phrase of its own. */
const DETERMINER_TIME = /^(?:지난|오는|이번|다음|올)$/;
/** A time noun a determiner opens ("달", "주말"), or a part of one ("초", "중순"), as the last word of a time phrase. */
const TIME_NOUN = /^(?:달|주|해|주말|시즌|학기|초|말|중순|초순|하순|상순)(?:부터|까지|에는|에|엔|에도|도)?$/;
const timeNounAt = (words: string[], i: number): boolean =>
  TIME_NOUN.test(words[i]!) &&
  i > 0 &&
  (DETERMINER_TIME.test(words[i - 1]!) || /^(?:달|주|해|\d{1,2}월)$/.test(words[i - 1]!));

/** The clause as phrases: each ends in a particle, the last is the predicate with whatever precedes it. */
export function phrasesOf(words: string[]): string[][] {
  const phrases: string[][] = [];
  let current: string[] = [];
  words.forEach((word, i) => {
    current.push(word);
    // "경부선과 영동선 휴게소에서": a noun joined by 와/과 belongs with the noun after it.
    if (COORDINATED.test(word) && i < words.length - 2) return;
    // "3만 1,200명": 만 after a number is part of the number, not the particle 만.
    if (/^\d[\d,.]*만$/.test(word)) return;
    // "새해맞이 불꽃놀이가", "어린이 합창단": a noun ending in 이/가 is no subject marked.
    if (BARE_I_GA.test(word)) return;
    // "눈에 띄는 변화는": a verb's -는 form modifies the noun after it; it is no topic of its own.
    // "들어가는 고대역폭 메모리 주문이": so too before a bare noun that a marked one follows.
    if (i < words.length - 1 && VERB_NEUN.test(word) && /(?:은|는|이|가|을|를|의)$/.test(words[i + 1]!)) return;
    if (i < words.length - 2 && SURE_VERB_NEUN.test(word) && bareNoun(words[i + 1]!)) return;
    // "강하다는 평가도", "최초라는 기록": a reported clause's -다는/-라는 form modifies the noun after it.
    if (i < words.length - 1 && /[가-힣](?:다|라|자|냐)는$/.test(word)) return;
    // "12월 운항편의 예약률이": a time word before a noun in its genitive is part of that noun phrase.
    if (i < words.length - 1 && TIME_WORD.test(word) && /[가-힣]의$/.test(words[i + 1]!)) return;
    // "남궁률의 내년 연봉 협상은": a time word after a genitive is part of its noun phrase.
    if (i > 0 && TIME_WORD.test(word) && /[가-힣]의$/.test(words[i - 1]!)) return;
    // "내년 봄까지", "올해 3월에": a year before a season or a month is one time.
    if (i < words.length - 1 && TIME_WORD.test(word) && SEASON_AFTER.test(words[i + 1]!)) return;
    // "지난 주말", "다음 달 초": a determiner opens its time, and a time noun after one may take a part of it.
    if (i < words.length - 1 && DETERMINER_TIME.test(word)) return;
    if (i < words.length - 1 && timeNounAt(words, i) && SEASON_AFTER.test(words[i + 1]!)) return;
    // "10㎏이 넘는 대방어가": a subject right before a verb's modifier is that verb's, inside the noun phrase.
    if (
      i < words.length - 1 &&
      current.length === 1 &&
      adnominal(word) &&
      (!CLOSES.test(word) || /[가-힣]는$/.test(word)) &&
      /[가-힣\d㎏㎞%](?:이|가)$/.test(phrases.at(-1)?.at(-1) ?? '') &&
      !BARE_I_GA.test(phrases.at(-1)!.at(-1)!)
    ) {
      current = [...phrases.pop()!, word];
      return;
    }
    // "재개장에 맞춰", "섬에 내리면": a verb that ends an adverbial clause or a condition closes it with what it
    // governs.
    if (i < words.length - 1 && (ADVERBIAL_CLAUSE_END.test(word) || CONDITION_END.test(word))) {
      const governed = current.length === 1 ? phrases.pop() : undefined;
      phrases.push(governed ? [...governed, word] : current);
      current = [];
      return;
    }
    if (i < words.length - 1 && (CLOSES.test(word) || TIME_WORD.test(word) || timeNounAt(words, i))) {
      phrases.push(current);
      current = [];
    }
  });
  if (current.length > 0) phrases.push(current);
  return phrases;
}

/** A word that may modify the noun after it ("가는", "열린", "번", "할"): a verb's adnominal form. */
/** Verbs' adnominal forms that end like a noun ("들어선", "나간"): 서다 and 가다 after another verb. */
const VERB_LIKE_NOUN = /^(?:들어|나|앞|일어|늘어|넘어|올라|내려|물러|지나|찾아|데려|가져|따라)?(?:선|간)$/;

export function adnominal(word: string): boolean {
  if (/(?:는|던|인)$/.test(word) && word.length >= 2) return true;
  if (word.length >= 2 && VERB_LIKE_NOUN.test(word)) return true;
  const last = word.charCodeAt(word.length - 1) - 0xac00;
  if (last < 0 || last > 11171) return false;
  const batchim = last % 28;
  // ㄴ (4) or ㄹ (8) final on a verb-like syllable; nouns ending so ("원", "일") are caught by CLOSES first.
  return (
    (batchim === 4 || batchim === 8) &&
    !/(?:원|명|일|년|월|건|곳|대|점|분|간|인|분|선|권|문|산|관|단|안|신|전|본|천|만)$/.test(word)
  );
}

/** Words that end a clause inside the sentence ("공개하고", "늘면서", "많아서", "보려고"). */
const CONNECTIVE_WORD = /(?:고|며|면서|어서|아서|해서|(?<!에)게|지만|는데|도록|려고|러|자|니|면),?$/;

const isSubject = (phrase: string[]) =>
  /(?:은|는|이|가)$/.test(phrase[phrase.length - 1]!) &&
  !BARE_I_GA.test(phrase[phrase.length - 1]!) &&
  !/(?:에는|에서는|로는|에게는|까지는|부터는|와는|과는)$/.test(phrase[phrase.length - 1]!);

/** A finite verb ending a clause ("연다", "늘렸다"): 다 after a syllable closed by ㄴ or ㅆ. */
const finiteVerb = (word: string | undefined): boolean => {
  const stem = word === undefined ? undefined : /([가-힣])다[.!]?$/.exec(word)?.[1];
  return stem !== undefined && (batchimOf(stem) === 'ㄴ' || batchimOf(stem) === 'ㅆ');
};

/**
 * Whether the phrase opens on a word modifying a noun ("가는 물량"); an object alone before the finite verb
 * ("축제를 연다") looks like one (을/를 end as -을 does) and is none.
 */
const opensClause = (phrases: string[][], k: number): boolean => {
  const phrase = phrases[k]!;
  if (phrase.length === 1 && /(?:을|를)$/.test(phrase[0]!) && finiteVerb(phrases[k + 1]?.[0])) return false;
  return adnominal(phrase[0]!);
};

/**
 * Word orders of the clause that say the same: a time, place or range phrase after the subject moves to
 * the front (or a front one after the subject), or an object and an adverbial phrase trade places.
 */
function reorderings(words: string[]): string[][] {
  const phrases = phrasesOf(words);
  const orders: string[][] = [];
  const last = phrases.length - 1;
  for (let i = 1; i < last; i += 1) {
    const phrase = phrases[i]!;
    const tail = phrase[phrase.length - 1]!;
    if (!MOVABLE.test(tail) && !(phrase.length <= 2 && TIME_WORD.test(tail)) && !timeNounAt(phrase, phrase.length - 1))
      continue;
    // "소리부터 들어요": 부터 after a thing says what comes first, not when; only a time's range moves.
    if (
      /부터$/.test(tail) &&
      !phrase.some((w) => /\d/.test(w) || TIME_WORD.test(w) || timeNounAt(phrase, phrase.indexOf(w)))
    )
      continue;
    // A phrase right before a word that modifies a noun ("업체로 가는 물량") belongs to that clause, and
    // a phrase that opens with one ("열린 설명회에서") belongs with what precedes it.
    if (opensClause(phrases, i + 1) || adnominal(phrase[0]!)) continue;
    // "2.1개에서 2.9개로 늘었다": where a change starts stays beside where it ends.
    const after = phrases[i + 1]!;
    if (/에서$/.test(tail) && /(?:으로|로)$/.test(after[after.length - 1]!)) continue;
    // "작년 가을부터 올봄까지": a range's two ends move together, the word after it staying a word of its own.
    const before = phrases[i - 1]!;
    if (/까지$/.test(tail) && /부터$/.test(before[before.length - 1]!)) continue;
    if (/부터$/.test(tail) && /까지$/.test(after[after.length - 1]!)) {
      if (i + 1 < last && !adnominal(phrases[i + 2]![0]!)) {
        orders.push([...phrase, ...after, ...phrases.filter((_, j) => j !== i && j !== i + 1).flat()]);
      }
      continue;
    }
    orders.push([...phrase, ...phrases.filter((_, j) => j !== i).flat()]);
  }
  if (phrases.length >= 3 && isSubject(phrases[0]!) && TIME_WORD.test(phrases[1]![0]!)) {
    // Time after the subject → time first; both ends of a range ("작년 가을부터 올봄까지") move together.
    const ends = /부터$/.test(phrases[1]!.at(-1)!) && /까지$/.test(phrases[2]!.at(-1)!) ? 3 : 2;
    if (ends < phrases.length - 1 || ends === 2) {
      orders.push([...phrases.slice(1, ends).flat(), ...phrases[0]!, ...phrases.slice(ends).flat()]);
    }
  }
  const first = phrases[0]!;
  // "두 번째 방에서는 화물표를 읽는다" → "화물표를 두 번째 방에서 읽는다": a place told as the topic goes before the
  // verb when no subject stands between (a subject first is frontings' order).
  const middle = phrases.slice(1, last);
  if (
    phrases.length >= 3 &&
    /(?:에서는|에는)$/.test(first[first.length - 1]!) &&
    plainPhrase(first) &&
    // Only objects and what 도 marks ("영상도") come before the place; "냄새부터" says what comes first, and stays.
    middle.every((p) => plainPhrase(p) && /[가-힣](?:을|를|도)$/.test(p[p.length - 1]!))
  ) {
    const place = [...first.slice(0, -1), first[first.length - 1]!.replace(/(에서|에)는$/, '$1')];
    orders.push([...middle.flat(), ...place, ...phrases[last]!]);
  }
  if (phrases.length >= 3 && first.length <= 2 && TIME_WORD.test(first[first.length - 1]!) && isSubject(phrases[1]!)) {
    orders.push([...phrases[1]!, ...first, ...phrases.slice(2).flat()]);
  }
  for (let i = 1; i + 1 < last; i += 1) {
    const a = phrases[i]!;
    const b = phrases[i + 1]!;
    if (/(?:을|를)$/.test(a[a.length - 1]!) && /(?:에서|에게|에)$/.test(b[b.length - 1]!) && b.length <= 3) {
      orders.push([...phrases.slice(0, i).flat(), ...b, ...a, ...phrases.slice(i + 2).flat()]);
    }
  }
  return orders;
}

/** What an adverbial phrase ends in: a time, a place, a range, a means ("1차로", "40곳에서", "한 달 동안"). */
const ADVERBIAL_END = /(?:에|에서|에는|에서는|에도|로|으로|까지|부터|동안|마다|만에|안에|때)$/;

/** The last word of an adverbial clause: purpose, reason, means or occasion ("줄이려고", "감안해", "앞두고"). */
const ADVERBIAL_CLAUSE_END =
  /(?:위해서?|려고|감안해|고려해|앞두고|맞아|맞춰|대비해|통해서?|거쳐|따라|힘입어|덕분에|때문에|들여|기념해|계기로|바탕으로|발판으로|앞세워|활용해)$/;

/** The last word of a condition or an occasion: a verb stem with 면 or 자 ("지어지면", "알려지자"). */
const CONDITION_END = /[가-힣](?:하|되|지|나|오|가|리|이|으|있|없|않|르)면$|[가-힣](?:하|되|지|나|리)자$/;

/** Verb forms that end like a subject but modify a noun or an adverb ("있는", "같이"): not a subject. */
const NOT_MARKED = /(?:하는|되는|있는|없는|받는|같이|많이|높이|깊이|함께|처럼)$/;

/** Words inside a phrase (not its closing word) are plain: no verb modifying a noun, no quote mark. */
const plainPhrase = (phrase: string[]) =>
  phrase.slice(0, -1).every((w) => !modifier(w) || TIME_WORD.test(w) || NOUN_LIKE.test(w)) &&
  !phrase.some((w) => /["“”'‘’]/.test(w));

/**
 * A word inside a phrase that modifies the noun after it as a verb does ("오른", "하는", "쓸"): narrower
 * than `adnominal`, so that nouns ending in ㄴ/ㄹ ("주변", "주말", "기간") stay nouns.
 */
const modifier = (word: string) =>
  adnominal(word) &&
  (/(?:는|던|한|된|은|인|진|린|운|친|킨|낸|난|준|쓴|든|탄|찬|온|른|할|될|갈|올|볼|줄|쓸|를|릴|킬|칠|울)$/.test(word) ||
    VERB_LIKE_NOUN.test(word));

/** Words of a time or a span ("오후 2시부터", "이틀 동안", "첫 한 달", "23일과"). */
const TIME_PART =
  /^(?:\d[\d,.]*(?:시|분|초|일|월|년|주|시간|개월|주일|박)(?:와|과|부터|까지|에|에는|동안|간|째|만에)?|오전|오후|낮|밤|새벽|저녁|아침|점심|주말|평일|연휴|하루|이틀|사흘|나흘|닷새|열흘|보름|한|두|세|네|동안|사이|내|중)$/;

/** Determiners and one-syllable nouns that end like a verb's adnominal form but are not ("이번 달", "앞"). */
const NOUN_LIKE =
  /^(?:이번|지난|다음|오는|올|첫|새|매|각|전|온|달|날|해|주|안|밖|앞|뒤|쪽|곳|때|중|말|초|층|번|등|[\d.,]+[가-힣]?)$/;

/** A short subject or topic phrase of plain nouns ("충전기 160기가", "우물집 측은"). */
const plainSubject = (phrase: string[] | undefined) =>
  phrase !== undefined &&
  phrase.length <= 3 &&
  isSubject(phrase) &&
  plainPhrase(phrase) &&
  !/["“”'‘’]/.test(phrase.join(' '));

/**
 * Word orders that move the subject across what tells when, where or why (any clause, not only simple
 * ones): a subject after adverbial phrases comes first ("1차로 이번 달 40곳에서 충전기 160기가 운영을
 * 시작한다" → "충전기 160기가 1차로 …"), and a subject before an adverbial clause follows it ("우물집은
 * 임대료를 감안해 값을 올렸다" → "임대료를 감안해 우물집은 값을 올렸다"), or the other way round.
 */
export function frontings(words: string[]): string[][] {
  const phrases = phrasesOf(words);
  const orders: string[][] = [];
  if (phrases.length < 3) return orders;
  const last = phrases.length - 1;
  // "두 배가 됐다", "주인공이 아니다": what something became or is not is no subject.
  const complement = (i: number) => i === last - 1 && /^(?:되|됐|된|돼|될|아니)/.test(phrases[last]![0]!);
  const at = phrases.findIndex(
    (p, i) => i > 0 && i < last && isSubject(p) && !NOT_MARKED.test(p[p.length - 1]!) && !complement(i),
  );
  const next = phrases[at + 1];
  // "업계에서는 시장이 커질 것으로 본다": a subject before a reported clause (…것으로, …다고) is that
  // clause's, and the topic before it is who says so: nothing moves.
  const reported = words.slice(0, -1).some((w) => /(?:것으로|다고|라고|도록|기를)$/.test(w));
  // "쉼터에서 마신 차가": a subject opened by a word that may be a verb's modifier (ㄴ under its last syllable, as
  // "시민" too: only a dictionary tells them apart), right after an argument such a verb takes, keeps the phrases
  // before it (they may be its clause's own). A count after the word ("시민 500명이") makes it a noun.
  const opener = at > 0 ? phrases[at]! : undefined;
  const modified =
    opener !== undefined &&
    opener.length >= 2 &&
    batchimOf(opener[0]!.at(-1) ?? '') === 'ㄴ' &&
    !/^\d/.test(opener[1]!) &&
    /(?:에서|에|을|를|로|으로)$/.test(phrases[at - 1]!.at(-1)!);
  if (
    at > 0 &&
    !reported &&
    !modified &&
    plainSubject(phrases[at]) &&
    !(next && next.length > 1 && adnominal(next[0]!))
  ) {
    const before = phrases.slice(0, at);
    const adverbial = (p: string[]) =>
      plainPhrase(p) &&
      (ADVERBIAL_END.test(p[p.length - 1]!) ||
        (p.length <= 2 && TIME_WORD.test(p[p.length - 1]!)) ||
        timeNounAt(p, p.length - 1));
    // A place told as the topic ("경기장에는") is a plain place once the subject opens the sentence.
    const untopic = (p: string[]) => [
      ...p.slice(0, -1),
      p[p.length - 1]!.replace(/(에|에서|으로|로)는$/, '$1').replace(/,$/, ''),
    ];
    if (before.every(adverbial)) {
      orders.push([...phrases[at]!, ...before.flatMap(untopic), ...phrases.slice(at + 1).flat()]);
    }
  }
  // An object and the times or ranges right after it trade places: "통행을 오후 2시부터 5시까지 막는다"
  // ↔ "오후 2시부터 5시까지 통행을 막는다".
  // Only a phrase of time words that ends in its particle or a date: a bare "오후" before "영업을" is part
  // of the noun ("오후 영업"), and "앞두고 23일" holds a verb.
  const timeOrRange = (p: string[]) =>
    p.length <= 4 && p.every((w) => TIME_WORD.test(w) || NOUN_LIKE.test(w) || TIME_PART.test(w));
  const closed = (p: string[]) =>
    /(?:부터|까지|동안|마다|만에|에|에는)$/.test(p[p.length - 1]!) ||
    /^\d[\d,.]*(?:시|일|월|년)$/.test(p[p.length - 1]!);
  // "막을 내렸다", "문을 열었다", "손을 잡았다": an idiom's object never leaves its verb.
  const idiom = (p: string[]) => p.length === 1 && IDIOM_OBJECT.test(p[0]!);
  const object = phrases.findIndex(
    (p, i) => i > 0 && i < last && /(?:을|를)$/.test(p[p.length - 1]!) && plainPhrase(p) && !idiom(p),
  );
  if (object > 0) {
    let end = object + 1;
    while (end < last && timeOrRange(phrases[end]!)) end += 1;
    // Only before the main predicate: an object inside a clause that modifies a noun ("축제장을 찾은
    // 방문객이") keeps its times where they are.
    if (end > object + 1 && end === last && closed(phrases[end - 1]!)) {
      orders.push([
        ...phrases.slice(0, object).flat(),
        ...phrases.slice(object + 1, end).flat(),
        ...phrases[object]!,
        ...phrases.slice(end).flat(),
      ]);
    }
    let start = object;
    while (start > 1 && timeOrRange(phrases[start - 1]!)) start -= 1;
    if (start < object && object + 1 === last && closed(phrases[object - 1]!)) {
      orders.push([
        ...phrases.slice(0, start).flat(),
        ...phrases[object]!,
        ...phrases.slice(start, object).flat(),
        ...phrases.slice(object + 1).flat(),
      ]);
    }
  }
  // The adverbial clause: from after the subject to the first word that ends one, with no subject of its own.
  // A condition or an occasion ("공장이 다 지어지면", "소식이 알려지자") may have a subject of its own.
  // Only a clause that opens the sentence: after a subject, a condition would take that subject along.
  const clauseEnd = (from: number) => {
    let inner = false;
    for (let j = from; j < words.length - 2; j += 1) {
      const word = words[j]!;
      if (/["“”'‘’]/.test(word)) return -1;
      // Only a condition with a subject of its own ("한내는 주문이 몰리자 …") leaves the topic its own.
      // A condition with no subject of its own ("섬에 내리면") is the sentence's subject's: that subject never
      // goes before it ("렌터카가 섬에 내리면" reads as the car landing).
      if (CONDITION_END.test(word)) return j > from && inner ? j : -1;
      // "내려오려고 하지 않았다": -려고 before 하다 is what someone means to do, the predicate itself.
      if (/려고$/.test(word) && /^(?:하|했|한|해|할|들)/.test(words[j + 1] ?? '')) return -1;
      if (ADVERBIAL_CLAUSE_END.test(word)) return j > from && !inner ? j : -1;
      if (/(?:은|는|이|가)$/.test(word) && !NOT_MARKED.test(word)) inner = true;
    }
    return -1;
  };
  const first = phrases[0]!;
  if (plainSubject(first)) {
    const end = clauseEnd(first.length);
    if (end > 0) orders.push([...words.slice(first.length, end + 1), ...first, ...words.slice(end + 1)]);
  }
  const opening = clauseEnd(0);
  // A long opening clause ("미국이 수입 배터리에 매기는 관세를 올리면") would bury the subject in it.
  if (opening > 0 && opening < 4) {
    const rest = phrasesOf(words.slice(opening + 1));
    if (rest.length >= 2 && plainSubject(rest[0])) {
      orders.push([...rest[0]!, ...words.slice(0, opening + 1), ...rest.slice(1).flat()]);
    }
  }
  return orders;
}

/** 이 or 가 after a noun, by its last syllable. */
function subjectParticle(noun: string): string {
  const code = noun.charCodeAt(noun.length - 1) - 0xac00;
  return code >= 0 && code <= 11171 && code % 28 !== 0 ? '이' : '가';
}

/** Acts a person feels, begins, asks or offers: not acts "carried out" (이뤄졌다). */
const PERSONAL_ACT =
  /^(?:시작|경험|고민|걱정|기대|사랑|공부|연습|결심|상상|후회|반대|지지|요구|주장|약속|부탁|희망|노력|고백|감사|축하|응원|칭찬|비판|지적|호소|요청|제안|사과|반성)$/;

/**
 * The action as a noun: "A가 (…) B를 출시했다" → "(…) A의 B 출시가 이뤄졌다". Only a subject first, an object
 * right before a 하다 verb of a 2–4 syllable noun, and plain phrases between (no clause inside).
 */
export function nominalised(words: string[]): string | undefined {
  const phrases = phrasesOf(words);
  if (phrases.length < 3) return undefined;
  const subject = phrases[0]!;
  const object = phrases[phrases.length - 2]!;
  const verb = phrases[phrases.length - 1]!;
  if (verb.length !== 1 || !isSubject(subject) || !/(?:을|를)$/.test(object[object.length - 1]!)) return undefined;
  const action = /^([가-힣]{2,4})했다[.!]?$/.exec(verb[0]!)?.[1];
  if (!action || /^(?:말|생각|기록|차지|강조|설명|언급)$/.test(action)) return undefined;
  // "이뤄졌다" says an act was carried out: never of what someone feels, begins or asks for ("야구 시작이
  // 이뤄졌다", "요구가 이뤄졌다" means granted).
  if (PERSONAL_ACT.test(action)) return undefined;
  // Words inside the phrases (not their particle-marked last words) must not be verbs modifying a noun.
  const all = [...subject.slice(0, -1), ...object.slice(0, -1), ...phrases.slice(1, -2).flat()];
  if (all.some((w) => (adnominal(w) && !TIME_WORD.test(w)) || CONNECTIVE_WORD.test(w) || /["“”']/.test(w)))
    return undefined;
  const bare = (phrase: string[], particle: RegExp) => [
    ...phrase.slice(0, -1),
    phrase[phrase.length - 1]!.replace(particle, ''),
  ];
  const owner = bare(subject, /(?:은|는|이|가)$/).join(' ');
  const thing = bare(object, /(?:을|를)$/).join(' ');
  if (!owner || !thing) return undefined;
  // "A의 B의 C 선임": an owner with its own 의, a long object or a role phrase ("새 감독으로") between
  // them would glue nouns that the verb kept apart.
  if (/의(?:\s|$)/.test(owner) || object.length > 2 || subject.length > 2) return undefined;
  if (phrases.slice(1, -2).some((p) => /(?:으로|로)$/.test(p[p.length - 1]!))) return undefined;
  const between = phrases.slice(1, -2).flat();
  return [...between, `${owner}의`, thing, `${action}${subjectParticle(action)}`, '이뤄졌다'].join(' ');
}

/** Adverbs that colour a fact without telling one. */
const ADVERB =
  /^(?:모처럼|무려|일제히|크게|매우|다시|또|또다시|한층|특히|이미|잇따라|본격적으로|공식적으로|새롭게|나란히|단숨에|순식간에|벌써|직접|곧바로|마침내|드디어|결국|새로)$/;

/** The words without colouring adverbs (a figure's sentence too: no adverb says what a figure counts). */
function adverbsOut(words: string[]): string[] {
  return words.filter((word, i) => i === words.length - 1 || !ADVERB.test(word));
}

/** The clause without its colouring adverbs and place phrases: "A는 24일 온라인몰에서 B를 팔았다" → "A는 24일 B를 팔았다". */
export function withoutAdverbials(words: string[]): string | undefined {
  // A figure's sentence keeps every phrase: what the figure counts may sit in any of them.
  if (words.some((w) => /\d/.test(w))) return undefined;
  // A place phrase before a lone word ("온라인몰에서 파는 재킷") belongs to that word's clause and stays.
  const kept = phrasesOf(words).filter(
    (phrase, i, all) =>
      i === 0 ||
      i === all.length - 1 ||
      !(
        phrase.length === 1 &&
        (ADVERB.test(phrase[0]!) ||
          (/^[^\d]+에서$/.test(phrase[0]!) && !/(?:는|은|던|할|될|인|한|된)$/.test(all[i + 1]![0]!)))
      ),
  );
  const out = kept.flat().filter((word, i, all) => i === all.length - 1 || !ADVERB.test(word));
  if (out.length === words.length || out.length < 3) return undefined;
  return out.join(' ');
}

/** Marks around a replaced word while the pairs are applied (never left in the text). */
const OPEN = '\u0002';
const CLOSE = '\u0003';

/** The text with news diction and news words said as a blogger would (each pair once, never turned back). */
export function applyDiction(text: string, random: Random): string {
  // A replaced word is fenced off so that no later pair turns it back ("늘었다" → "증가했다" → "늘었다").
  let out = text;
  for (const [pattern, options] of [...DICTION, ...WORDS]) {
    if (!pattern.test(out)) continue;
    const option = random.pick(options);
    const fenced = option.startsWith('$1') ? `$1${OPEN}${option.slice(2)}${CLOSE}` : `${OPEN}${option}${CLOSE}`;
    out = out.replace(pattern, fenced);
  }
  return out.split(OPEN).join('').split(CLOSE).join('');
}

/**
 * Ways to say one news sentence as the writer's own plain-prose sentences (usually one; two when the
 * sentence joined two clauses), best first for this seed, or an empty list when it is not a clause.
 * `copied` tells whether a candidate still reads as the source; such a candidate is never returned.
 */
export function restate(sentence: string, random: Random, copied: (text: string) => boolean): string[] | undefined {
  const parts = restateParts(sentence, random, copied);
  const own = parts?.filter((p) => p.own).map((p) => p.text) ?? [];
  return own.length > 0 ? own : undefined;
}

/** Verbs that report what someone said or expects, and other words for each (the past stem before 다). */
const REPORTING: Record<string, string[]> = {
  밝혔: ['밝혔', '전했', '설명했'],
  전했: ['전했', '밝혔'],
  설명했: ['설명했', '밝혔'],
  말했: ['말했', '전했'],
  알렸: ['알렸', '밝혔'],
  내다봤: ['내다봤', '전망했', '예상했'],
  전망했: ['전망했', '내다봤', '예상했'],
  예상했: ['예상했', '내다봤', '전망했'],
  봤: ['봤', '판단했', '내다봤'],
  분석했: ['분석했', '봤'],
  평가했: ['평가했', '봤'],
  추정했: ['추정했', '봤'],
};
/** "X는 [Y가 …]다고 밝혔다", "X는 [Y가 …할] 것으로 내다봤다": a reporter (a topic of plain words) and what it reports. */
const REPORTED_CLAUSE = new RegExp(
  `^((?:[가-힣A-Za-z0-9·]+\\s){0,2}?[가-힣A-Za-z0-9·]+(?:은|는))\\s+(.+?)(?:(?:(다)|(이)?라)고|\\s(것으로))\\s+(?:(?:이날|지난|최근|\\S+일|오전|오후)\\s+){0,2}(${Object.keys(REPORTING).join('|')})다$`,
);
/** A clause ending that joins two reported clauses: a past or 있다/없다/copula stem before 며, 으며 or 고. */
const REPORT_JOIN = /^(.*(?:[았었였했됐섰졌겼렸쳤켰났갔왔봤줬냈웠뒀]|있|없|이))(?:으며|며|고),$/;

/**
 * A reported claim kept a report ("외식물가연구소는 냉면 가격이 더 오를 가능성이 있으며, 상승세가 이어질 것으로
 * 내다봤다" → "냉면 가격이 더 오를 가능성이 있다고 외식물가연구소는 봤다", "상승세가 이어질 것으로 …
 * 내다봤다"): when what is reported has a subject of its own, the reporter is not that subject, and taking the
 * reporting verb off would tell the claim as a fact. Each reported clause keeps the reporter and a reporting verb;
 * which order and which verb is the seed's. Undefined when the sentence is no such report.
 */
export function reportedParts(
  sentence: string,
  random: Random,
  copied: (text: string) => boolean,
): { text: string; own: boolean }[] | undefined {
  const match = REPORTED_CLAUSE.exec(cleanClause(sentence).replace(/[.!]+$/, ''));
  if (!match) return undefined;
  const [, reporter, body, plainDa, copulaI, expected, verb] = match as unknown as [
    string,
    string,
    string,
    string | undefined,
    string | undefined,
    string | undefined,
    string,
  ];
  // "회사는 공장을 짓겠다고 밝혔다": the reporter is the doer; the fact stands without the verb (withoutAttribution).
  const words = body.split(/\s+/);
  const ownSubject = words.some(
    (w, i) =>
      i < words.length - 1 &&
      /[가-힣A-Za-z0-9'’%)](?:이|가)$/.test(w) &&
      // "2대가" is a count marked as the subject, never the noun 대가.
      (/^\d/.test(w) || !BARE_I_GA.test(w)) &&
      !/(?:하는|되는|있는|없는|같이|많이|높이)$/.test(w),
  );
  if (!ownSubject || /["“”]/.test(titlesOut(body)) || /(?:이렇게|이같이)/.test(body)) return undefined;
  // "업계에서는 …고 본다": a place or a time told as the topic names no one who reports.
  if (/(?:에서는|에는|으로는|에게는|까지는|부터는)$/.test(reporter)) return undefined;
  // The reported clauses: split where a clause ends in a past, 있다/없다 or copula stem and a comma.
  const clauses: string[] = [];
  let current: string[] = [];
  for (const word of words) {
    const joined = REPORT_JOIN.exec(word);
    if (joined && current.length > 0) {
      clauses.push([...current, `${joined[1]}다`].join(' '));
      current = [];
    } else current.push(word);
  }
  const lastClause = current.join(' ');
  if (!lastClause) return undefined;
  const last = expected ? `${lastClause} 것으로` : `${lastClause}${plainDa ? '다' : copulaI ? '이다' : '다'}`;
  const bareReporter = reporter.replace(/(?:은|는)$/, '');
  const out: { text: string; own: boolean }[] = [];
  [...clauses, last].forEach((clause, i) => {
    const isLast = i === clauses.length;
    const said = isLast && expected ? clause : `${clause}고`;
    const verbs = random.shuffle(REPORTING[verb] ?? [verb]);
    const plain = `${reporter} ${said} ${verb}다.`;
    const ways = verbs.flatMap((v) =>
      random.shuffle([
        `${said} ${reporter} ${v}다.`,
        `${said} ${bareReporter}${particle(bareReporter, '이/가')} ${v}다.`,
        `${reporter} ${said} ${v}다.`,
      ]),
    );
    const found = ways.map((w) => applyDiction(w, random)).find((w) => !copied(w) && !lostWords(w));
    out.push(found ? { text: found, own: true } : { text: plain, own: false });
  });
  return out;
}

/**
 * Each clause of the sentence restated (`own`), or as its plain clause when no way of saying it alone
 * escapes its source (`own: false`: the writer may still tell it aggregated with another fact).
 */
export function restateParts(
  sentence: string,
  random: Random,
  copied: (text: string) => boolean,
): { text: string; own: boolean }[] | undefined {
  // A claim someone reports about another subject stays their report.
  const reported = reportedParts(sentence, random, copied);
  if (reported) return reported;
  // "이 홈런으로 김도한은 …": an adverbial that points back is left out; the fact stands without it.
  // "조사 결과 …" → "조사에서 …": the occasion told as a place phrase, which another order may move.
  const core = resultOpening(cleanClause(withoutAttribution(cleanClause(sentence)))).replace(
    /^(?:이|그|해당) [가-힣]+(?:으로|로|에서|에는|에)\s+/,
    '',
  );
  // Someone's quoted words are never restated; a quoted title ('안개 우체국') is kept whole.
  // A lone mark is half of a quote the sentence splitter cut ('…줬다. 세 번째 골은 …"이라고'): never restated.
  if (!isClause(core) || /["“”'‘’]/.test(titlesOut(core))) return undefined;
  // What is left where a quote or a quoted name was taken out ("영화 을", "고 내다봤다") is not a sentence.
  if (lostWords(core)) return undefined;
  // "…이렇게 말했다" with its quote gone points at nothing.
  if (/(?:이렇게|이같이|다음과 같이|이와 같이)/.test(core)) return undefined;
  const out: { text: string; own: boolean }[] = [];
  for (const clause of clausesOf(core)) {
    const clean = cleanClause(clause);
    if (!isClause(clean) || [...clean].length < 8 || pointsBack(clean)) continue;
    // "해온은 2014년 해온시가 만들었다" no order frees: said with the maker first ("해온시가 … 해온을 만들었다").
    const told = (text: string) => {
      const made = madeBy(text);
      return ownWords(text, random, copied) ?? (made ? ownWords(made, random, copied) : undefined);
    };
    const found = told(clean);
    // A describing copula no order frees ("상리역은 1958년 문을 연 목조 역사다") is told as its two facts.
    // A copula naming who fills a role ("가장 큰 변화는 …이다") is said the other way round.
    const turned = found ? undefined : (turnedRound(clean) ?? figureCopula(clean));
    // A topic with a clause before its noun ("승점 3을 더한 해오름은 …") is told as the clause's act and the rest.
    const parts = found
      ? undefined
      : (describedParts(clean) ?? relativeParts(clean) ?? (turned ? [turned] : undefined));
    if (parts) {
      for (const part of parts) {
        const said = told(part);
        out.push(said ? { text: said, own: true } : { text: `${part}.`, own: false });
      }
      continue;
    }
    out.push(found ? { text: found, own: true } : { text: `${clean.replace(/[.!]+$/, '')}.`, own: false });
  }
  return out.length > 0 ? out : undefined;
}

/** A predicate of a noun the verb before it modifies ("계획이다", "예정이다", "방침이다"). */
const PLAN_PREDICATE = /^(?:계획|예정|방침|전망)이다[.]?$/;

/**
 * Whether a word modifies the noun after it (an embedded clause a moved phrase would leave): a verb's
 * adnominal form. An object marked 를 never does, nor one marked 을 before a verb ("대상을 넓힌다"); a
 * future adnominal -을 does before a noun ("받을 돈", "있을 수").
 */
function modifies(word: string, next: string, first: boolean): boolean {
  if (/를$/.test(word)) return false;
  // "방에서는", "공간에는": a place told as the topic, never a verb's -는 form.
  if (/[가-힣](?:에서는|에는)$/.test(word)) return false;
  // The clause's first word marked 은/는 before a time or a place is its topic ("모아르는 내년에", "군은
  // 다음 달부터"): a verb's -는 form there would modify a noun, and a time or place is none.
  // "구단은 입단식을": a noun of two syllables or more before 은 is a topic; a verb's -은 form rarely has such a stem.
  if (first && /^[가-힣]{2,}은$/.test(word) && !VERB_STEM_EUN.test(word) && !ADJECTIVE_EUN.test(word)) return false;
  if (first && /(?:은|는)$/.test(word) && !SURE_VERB_NEUN.test(word)) {
    if (
      TIME_WORD.test(next) ||
      DETERMINER_TIME.test(next) ||
      /^\d/.test(next) ||
      /(?:에|에서|에게|부터|까지)$/.test(next)
    )
      return false;
  }
  if (/을$/.test(word)) {
    if (finiteVerb(next)) return false;
    const noun =
      bareNoun(next) && !ADVERB.test(next) && !/^(?:더|덜|잘|못|안|꼭|좀|늘|곧|먼저|함께|모두|처음)$/.test(next);
    return noun || /^(?:수|것|때|줄|만큼|예정|계획|전망|방침|필요|경우)/.test(next);
  }
  return modifier(word) && !NOUN_LIKE.test(word) && !TIME_WORD.test(word);
}

/** Verb stems that take -은 ("내놓은", "이어받은", "괜찮은"): a word so ending modifies a noun. */
const VERB_STEM_EUN =
  /(?:놓|받|찾|잡|넣|얻|남|먹|입|읽|앉|않|찮|같|좋|많|닫|쌓|심|씻|잃|맡|믿|닮|묻|갚|낳|담|안|참|신|감)은$/;

/** Whether the word closes the clause's opening subject: its first word, or the last of a few bare nouns ("한내 구단은"). */
const opensTopic = (words: string[], i: number): boolean => i === 0 || (i <= 2 && words.slice(0, i).every(bareNoun));

/** A verb's -어 form joining two acts ("열려", "받아", "이어져"): the phrases around it belong to one act or the other. */
const SERIAL_VERB = /[가-힣](?:[아어여워와춰봐돼져쳐려겨]|[^올]해)$/;

/** The clause in the writer's own words (another order, blog diction, another build), or undefined. */
function ownWords(clean: string, random: Random, copied: (text: string) => boolean): string | undefined {
  const words = clean.split(/\s+/);
  // Only a clause of plain phrases may be reordered: one with an embedded clause ("업체로 가는 물량",
  // "공개하고") would lose its meaning when a phrase leaves it.
  const simple = (told: string[]) =>
    told.slice(0, -1).every(
      (w, i) =>
        // "넓힐 계획이다", "열릴 예정이다": the verb before a plan noun is the predicate's own, which moves whole.
        (i === told.length - 2 && PLAN_PREDICATE.test(told[i + 1]!)) ||
        (!modifies(w, told[i + 1]!, opensTopic(told, i)) && !CONNECTIVE_WORD.test(w) && !SERIAL_VERB.test(w)),
    );
  // Which word order comes first is the seed's: two members telling the same fact rarely say it alike.
  // A plan ("넓힐 계획이다") is also told as what was decided, which frees its words to move (intent.ts).
  const ways = [words, ...decided(words)].flatMap((told) => [
    told,
    ...(simple(told) ? reorderings(told) : []),
    ...frontings(told),
  ]);
  // Each order also without its colouring adverbs: compressed to what the sentence tells.
  const shorter = ways.map(adverbsOut).filter((w) => w.length < words.length && w.length >= 3);
  const orders = [...random.shuffle(ways), ...random.shuffle(shorter)];
  let found: string | undefined;
  for (let attempt = 0; attempt < Math.max(6, orders.length * 2) && !found; attempt += 1) {
    const order = orders[attempt % orders.length]!;
    // An order that opens on a word modifying a noun, which the clause did not open on, has cut that word from
    // its own phrase ("넣은 실험실 수조에 …" out of "실험실 수조에 넣은 …"): never said.
    // An object marked 를 ("화물표를") is no modifier.
    if (order[0] !== words[0] && modifier(order[0]!) && !NOUN_LIKE.test(order[0]!) && !/를$/.test(order[0]!)) continue;
    const candidate = `${applyDiction(order.join(' '), random).replace(/[.!]+$/, '')}.`;
    if (!copied(candidate)) found = candidate;
  }
  // No word order escapes the source: the fact said in another build — the action as a noun, or the
  // clause without its adverbials.
  for (const other of found ? [] : random.shuffle([nominalised(words), withoutAdverbials(words)])) {
    if (!other) continue;
    const candidate = `${applyDiction(other, random).replace(/[.!]+$/, '')}.`;
    if (!copied(candidate) && !lostWords(candidate) && !danglingOpener(candidate, [])) {
      found = candidate;
      break;
    }
  }
  return found;
}
