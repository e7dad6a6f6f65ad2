import { describe, expect, it } from 'vitest';
import { eventPredicate } from '../features/generation/offline/clause.ts';
import { buildFactSheet } from './fact-sheet.ts';
import { branchesJoined } from './lead-event.ts';
import type { StoryArticle } from './model.ts';
import { storyTitle } from './story-title.ts';

/** Korean time on the Seoul clock. */
const kst = (day: string, time = '09:00') => new Date(`${day}T${time}:00+09:00`);

const article = (outlet: string, publishedAt: Date, title: string, ...paragraphs: string[]): StoryArticle => ({
  url: `https://${outlet}.example/${encodeURIComponent(title)}`,
  outlet,
  publishedAt,
  title,
  paragraphs,
  images: [],
});

const asTitleInput = (articles: StoryArticle[]) =>
  articles.map((a) => ({ title: a.title, body: a.paragraphs.join('\n') }));

// An invented car launch: the newest headline dates the pre-orders by the launch ("사전 계약 3주 만에").
const launch = [
  article(
    '한빛경제',
    kst('2032-04-10', '11:00'),
    '솔가 T9, 사전 계약 3주 만에 2만 1천 대…보조금 받으면 3천만 원대',
    '솔가자동차의 새 전기 세단 T9가 사전 계약 3주 만에 2만 1천 대의 주문을 받았다.',
    '솔가자동차는 T9의 사전 계약 고객 가운데 절반이 30대라고 밝혔다.',
    '보조금을 받으면 실구매가는 3천만 원대로 내려간다.',
  ),
  article(
    '새날신문',
    kst('2032-04-09', '09:00'),
    "솔가자동차 전기 세단 'T9' 출시…한 번 충전에 480㎞",
    "솔가자동차가 새 전기 세단 'T9'를 공식 출시했다. 솔가자동차는 T9가 한 번 충전으로 480㎞를 달린다고 밝혔다.",
    '가격은 기본 모델 기준 4,850만 원부터다. 솔가자동차는 올해 T9 판매 목표를 3만 대로 잡았다.',
    '솔가자동차 관계자는 "첫 주말 전시장 방문객이 평소의 세 배였다"고 말했다.',
  ),
];

// An invented baseball signing: the player is who was signed, the club that signed him is the subject.
const signing = [
  article(
    '스포츠바람',
    kst('2032-12-03'),
    '내야수 한도윤 인천행…인천 마린스 영입',
    '인천 마린스는 광주 타이거릴리 내야수 한도윤을 영입했다고 3일 밝혔다.',
    '한도윤은 올 시즌 타율 0.312에 홈런 14개를 기록했다.',
    '인천 마린스 관계자는 "내야 수비를 단단히 할 선수"라고 말했다.',
  ),
  article(
    '야구한결',
    kst('2032-12-03', '15:00'),
    '마린스, 타율 3할 한도윤 품었다…한도윤 영입으로 내야 보강',
    '마린스가 3할 타자 한도윤을 영입하며 내야를 보강했다.',
    '한도윤은 지난 두 시즌 동안 광주에서 주전 3루수로 뛰었다.',
  ),
];

// An invented volleyball run: the city before the team is part of the team's name.
const streak = [
  article(
    '코트일보',
    kst('2032-01-14'),
    '여자배구 청주 하늘새 9연승…구단 최다 연승 눈앞',
    '청주 하늘새가 13일 홈에서 열린 경기에서 세트 스코어 3-1로 이기며 9연승을 달렸다.',
    '청주 하늘새는 다음 경기에서 구단 최다 연승 기록에 도전한다.',
  ),
  article(
    '배구소식',
    kst('2032-01-14', '12:00'),
    '하늘새 9연승, 에이스 32점…토요일 새 기록 도전',
    '하늘새의 에이스가 32점을 올리며 청주 하늘새의 9연승을 이끌었다.',
    '하늘새는 토요일 홈에서 10연승에 도전한다.',
  ),
];

// An invented trail opening: no one is named as its builder, the trail itself opened.
const trail = [
  article(
    '나들이소식',
    kst('2032-05-02'),
    "강진 '노을 둘레길' 개통…갯벌 따라 14㎞",
    "전남 강진 갯벌을 따라 걷는 해안 산책로 '노을 둘레길'이 1일 개통했다.",
    '노을 둘레길은 모두 14㎞로, 걸어서 네 시간쯤 걸린다.',
  ),
  article(
    '여행한결',
    kst('2032-05-03'),
    '강진 노을 둘레길 첫 주말 3천 명 몰려',
    '개통 첫 주말 노을 둘레길에는 3천여 명이 다녀갔다.',
    '노을 둘레길 입구에는 무료 주차장이 있다.',
  ),
];

describe('keyword titles from headlines', () => {
  it('takes the event the headlines report, not a noun that only dates it ("사전 계약 3주 만에")', () => {
    const title = storyTitle(asTitleInput(launch));
    expect(title).toMatch(/출시$/);
    expect(title).not.toMatch(/계약/);
  });

  it('writes a headline’s short form of a company out whole ("솔가" → 솔가자동차)', () => {
    expect(storyTitle(asTitleInput(launch))).toMatch(/^솔가자동차 /);
  });
});

describe('who did the lead event', () => {
  it('makes the company the doer and the product launched its object', () => {
    const sheet = buildFactSheet(launch, { now: kst('2032-04-10', '12:00'), title: '솔가자동차 T9 출시' });
    expect(sheet.lead.who).toEqual(['솔가자동차']);
    expect(sheet.lead.what).toBe('T9 출시');
    const predicate = eventPredicate(sheet.lead.what);
    expect(`${sheet.lead.who[0]}가 ${predicate?.object} ${predicate?.past}`).toBe('솔가자동차가 T9를 출시했다');
  });

  it('never makes the player who was signed the one who signed, and finds the club that did', () => {
    const sheet = buildFactSheet(signing, { now: kst('2032-12-03', '18:00'), title: '한도윤 광주 타이거릴리 영입' });
    expect(sheet.lead.who.join(' ')).not.toMatch(/한도윤|타이거릴리/);
    expect(sheet.lead.who.join(' ')).toMatch(/마린스/);
    expect(sheet.lead.what).toBe('한도윤 영입');
  });

  it('keeps a city that is part of the team’s name with it, never as what happened or as a place', () => {
    const sheet = buildFactSheet(streak, { now: kst('2032-01-14', '18:00'), title: '청주 하늘새 연승' });
    expect(sheet.lead.who).toEqual(['청주 하늘새']);
    expect(sheet.lead.what).toBe('연승');
    expect(sheet.lead.where ?? '').not.toBe('청주');
  });

  it('names no one when the title names a thing that was done, and keeps the thing in what happened', () => {
    const sheet = buildFactSheet(trail, { now: kst('2032-05-03', '18:00'), title: '강진 노을 둘레길 개통' });
    expect(sheet.lead.who).toEqual([]);
    expect(sheet.lead.what).toMatch(/노을 둘레길 개통$/);
  });
});

// An invented drama debut: the drama is where the actor debuts, not a second debutant.
const debut = [
  article(
    '연예한결',
    kst('2032-06-01'),
    "새 드라마 '등대 아래 서점' 첫 대본 리딩…신인 배우 윤하늘 데뷔",
    "누리TV 새 드라마 '등대 아래 서점'이 첫 대본 리딩을 마쳤다.",
    "'등대 아래 서점'은 신인 배우 윤하늘의 데뷔 작품이다. 윤하늘은 서점 주인의 딸을 연기한다.",
  ),
  article(
    '방송새날',
    kst('2032-06-02'),
    "'등대 아래 서점' 윤하늘 데뷔…다음 달 첫 방송",
    "배우 윤하늘의 데뷔 무대는 드라마 '등대 아래 서점'이다. '등대 아래 서점'은 다음 달 첫 방송된다.",
  ),
];

describe('two names are not always two doers', () => {
  it('gives a person’s debut to the person, not to the drama beside them', () => {
    const sheet = buildFactSheet(debut, { now: kst('2032-06-02', '18:00'), title: '등대 아래 서점 윤하늘 데뷔' });
    expect(sheet.lead.who).toEqual(['배우 윤하늘']);
    expect(sheet.lead.what).toBe('데뷔');
  });
});

// An invented drama's finale, its keyword holding the title in quotes after its kind.
const finale = [
  article(
    '바다일보',
    kst('2032-07-01'),
    "'파란 우체통' 자체 최고 12%로 종영…시즌 2 제작 확정",
    "드라마 '파란 우체통'이 자체 최고 시청률 12%로 종영했다. 드라마 '파란 우체통'은 시즌 2 제작도 확정했다.",
    "제작사는 드라마 '파란 우체통'의 촬영지를 관광 코스로 꾸민다고 밝혔다.",
  ),
  article(
    '새날신문',
    kst('2032-07-01', '08:00'),
    '드라마 \'파란 우체통\' 오늘 마지막 회…주인공 윤다솜 "섭섭해요"',
    '드라마 \'파란 우체통\'이 오늘 밤 마지막 회를 방송한다. 주인공을 맡은 배우 윤다솜은 "섭섭하다"고 말했다.',
    "'파란 우체통'은 바닷가 우체국에서 일하는 집배원의 이야기다. '파란 우체통'은 첫 회 4%로 시작했다.",
  ),
];

describe('a keyword that quotes a work', () => {
  it('reads the work as the actor, never its kind ("드라마") as part of its name', () => {
    const sheet = buildFactSheet(finale, { now: kst('2032-07-01', '18:00'), title: "드라마 '파란 우체통' 종영" });
    expect(sheet.lead.who).toEqual(['파란 우체통']);
    expect(sheet.lead.what).toBe('종영');
  });
});

describe('event predicates', () => {
  it('says a sell-out happened to its subject and a trade as something done, with no object', () => {
    expect(eventPredicate('매진')?.past).toBe('매진됐다');
    expect(eventPredicate('트레이드')?.past).toBe('트레이드했다');
    expect(eventPredicate('이건우 트레이드')).toBeUndefined();
  });

  it('says where a title was won or reached, not what ("FA컵에서 우승했다", "1부로 승격했다")', () => {
    expect(eventPredicate('코리아컵 우승')).toMatchObject({ object: '코리아컵에서', past: '우승했다' });
    expect(eventPredicate('결승 진출')).toMatchObject({ object: '결승에', past: '진출했다' });
    expect(eventPredicate('1부 승격')).toMatchObject({ object: '1부로', past: '승격했다' });
  });

  it('says a result with its own verb ("노히트노런을 달성했다", "실적을 발표했다")', () => {
    expect(eventPredicate('노히트노런')).toMatchObject({ object: '노히트노런을', past: '달성했다' });
    expect(eventPredicate('신기록')).toMatchObject({ object: '신기록을', past: '세웠다' });
    expect(eventPredicate('실적')).toMatchObject({ object: '실적을', past: '발표했다' });
  });
});

describe('keyword titles of a change', () => {
  // An invented trend story: headlines say the change with a verb and a rate.
  const trend = [
    article(
      '생활한결',
      kst('2032-10-02'),
      '가을 패딩조끼 판매 54% 늘었다…짧은 기장 인기',
      '온라인 쇼핑몰 옷바구니에서 지난달 패딩조끼 판매가 1년 전보다 54% 늘었다.',
      '옷바구니는 짧은 기장의 패딩조끼 판매 비중이 절반을 넘었다고 밝혔다.',
    ),
    article(
      '패션새날',
      kst('2032-10-03'),
      '패딩조끼 판매 54%↑…옷바구니 집계로 본 올가을 유행',
      '패딩조끼가 올가을 간절기 옷으로 자리 잡았다. 옷바구니 집계에서 판매는 54% 늘었다.',
      '업계에서는 패딩조끼 인기가 겨울까지 이어질 것으로 본다.',
    ),
  ];

  it('says the change with what changed ("판매 증가"), the rate left out, after whose figures they are', () => {
    // 옷바구니 counted the sales ("옷바구니 집계"): a change told of a thing alone has no owner (issue 26).
    expect(storyTitle(asTitleInput(trend))).toBe('옷바구니 패딩조끼 판매 증가');
  });

  it('never gives a change without what changed', () => {
    const bare = [
      article('생활한결', kst('2032-10-02'), '솔빛면옥 7%↑…한 그릇 1만 6천 원', '솔빛면옥이 냉면 가격을 올렸다.'),
      article(
        '패션새날',
        kst('2032-10-03'),
        '솔빛면옥, 냉면 1만 6천 원으로 올려',
        '솔빛면옥의 냉면 값이 1만 6천 원이 됐다.',
      ),
    ];
    expect(storyTitle(asTitleInput(bare))).not.toMatch(/상승$/);
  });
});

describe('a shop and its branch', () => {
  it('are one actor when the sources write the branch right after the shop ("솔샘집 연남점")', () => {
    const shop = { name: '솔샘집', kind: 'other' as const, mentions: 9 };
    const branch = { name: '연남점', kind: 'organization' as const, mentions: 6 };
    const texts = ['솔샘집 연남점이 5일 문을 연다.', '연남점은 월요일에 쉰다.'];
    expect(branchesJoined([shop, branch], texts).map((e) => e.name)).toEqual(['솔샘집 연남점']);
    // Two names the sources never write together stay two.
    expect(branchesJoined([shop, branch], ['솔샘집은 대전에 있다.']).map((e) => e.name)).toEqual(['솔샘집', '연남점']);
    // A name that is no branch is not joined ("솔샘집 대표").
    expect(
      branchesJoined([shop, { name: '한빛유통', kind: 'organization', mentions: 3 }], ['솔샘집 한빛유통이']).length,
    ).toBe(2);
  });
});

// An invented takeover: the report came first, the newest article is an analysis that opens around it.
describe('a takeover told by a report and a later analysis', () => {
  const takeover = [
    article(
      '누리신문',
      kst('2033-05-12', '10:00'),
      '가온식품, 별빛제과 지분 70% 1,200억 원에 사들여',
      '가온식품이 과자 업체 별빛제과를 품는다.',
      '가온식품은 별빛제과 지분 70%를 1,200억 원에 사들이기로 했다고 12일 밝혔다. 거래는 내년 2월 끝난다.',
      '별빛제과는 지난해 매출 900억 원을 올렸다. 직원은 420명이다.',
    ),
    article(
      '들판경제',
      kst('2033-05-13', '18:00'),
      '과자 시장 판도 바뀐다',
      '제과업계가 이번 인수를 눈여겨보고 있다. 과자 시장이 몇 년째 제자리걸음을 하고 있어서다.',
      '별빛제과를 더하면 가온식품의 과자 점유율은 18%로 오른다. 업계 2위다. 가온식품은 별빛제과의 공장 두 곳을 그대로 돌린다.',
      '한 제과업체 임원은 중소 업체들이 설 자리가 줄어든다고 걱정했다. 원료를 사들이는 힘이 커지면 납품 단가도 바뀐다는 것이다.',
      '가온식품은 별빛제과 브랜드를 당분간 유지한다. 새 제품은 내년 봄에 나온다.',
    ),
  ];
  const sheet = buildFactSheet(takeover, { title: '가온식품 별빛제과 인수', now: kst('2033-05-14') });

  it('reads the event from the report, not from an opening that only points back at it', () => {
    expect(sheet.lead.evidence).toContain('12일');
    expect(sheet.lead.evidence).not.toContain('이번 인수');
  });

  it('tells the company bought as part of what happened, the buyer as who', () => {
    expect(sheet.lead.who).toEqual(['가온식품']);
    expect(sheet.lead.what).toBe('별빛제과 인수');
  });
});

// An invented museum exhibition told as a review, a broadcast and a guide: its keyword names the museum, then
// the exhibition, then the event.
const exhibition = [
  article(
    '바다일보',
    kst('2032-09-01', '10:00'),
    '[리뷰] 종이 위의 옛길, 발끝으로 걷다',
    "솔빛시립박물관이 2일 여는 기획전 '종이 위의 옛길'은 지도 한 장으로 관람객을 옛 장터로 데려간다.",
    '박물관은 전시실 세 곳을 옛 장터처럼 꾸몄다. 박물관 2층 전시실이 첫 방이다. 관람은 무료다.',
    '박물관은 주말마다 지도 읽기 강좌를 연다. 박물관 주차장은 40면이다.',
  ),
  article(
    '새날방송',
    kst('2032-09-01', '19:00'),
    '옛 지도 120점 한자리에…솔빛시립박물관 기획전 내일 개막',
    '솔빛시립박물관이 내일부터 기획전을 여는데요. 나하늘 기자가 취재했습니다.',
    "솔빛시립박물관은 내일(2일)부터 기획전 '종이 위의 옛길'을 엽니다. 기획전은 10월 31일까지 이어집니다.",
  ),
  article(
    '한결타임스',
    kst('2032-09-01', '12:00'),
    '옛길 기획전, 어떻게 보면 좋을까…관람 순서부터 가는 길까지',
    '솔빛시립박물관 기획전이 2일 문을 연다. 박물관 안 카페는 기획전 기간에 지도 모양 과자를 판다.',
    '박물관은 월요일에 쉰다. 박물관 앞 정류장에서 내리면 된다.',
  ),
];

describe('a keyword that names an owner before the doer', () => {
  it('tells the doer with its owner, not the event as the owner’s', () => {
    const sheet = buildFactSheet(exhibition, { now: kst('2032-09-01', '18:00'), title: '솔빛시립박물관 기획전 개막' });
    expect(sheet.lead.who).toEqual(['솔빛시립박물관 기획전']);
    expect(sheet.lead.what).toBe('개막');
  });
});

// An invented clinic opening whose keyword names only the place: the headlines say it opens.
const clinic = [
  article(
    '바다일보',
    kst('2032-02-25', '10:00'),
    '해솔군 어린이진료센터 3월 2일 문 연다…야간 진료 병상 12개',
    '해솔군 어린이진료센터가 3월 2일 문을 연다. 센터는 밤 11시까지 어린이 환자를 본다.',
    '해솔군은 센터 운영비로 해마다 4억 원을 지원한다.',
  ),
  article(
    '새날신문',
    kst('2032-02-26', '09:00'),
    '[Q&A] 해솔 어린이진료센터, 어른도 갈 수 있나요?',
    '해솔군 어린이진료센터는 만 15세 이하만 진료한다. 주차는 40면이다.',
  ),
];

describe('a keyword that names only a place that opens', () => {
  it('tells the opening as the event, with its day', () => {
    const sheet = buildFactSheet(clinic, { now: kst('2032-02-26', '18:00'), title: '해솔군 어린이진료센터' });
    expect(sheet.lead.what).toMatch(/개소$/);
    expect(sheet.lead.when?.toISOString()).toBe(kst('2032-03-02', '00:00').toISOString());
  });
});
