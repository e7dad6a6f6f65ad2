import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { copyIndex, isCopied } from '../quality-text.ts';
import { pastOf } from './past.ts';
import {
  applyDiction,
  clausesOf,
  pointsBack,
  frontings,
  nominalised,
  phrasesOf,
  restate,
  restateParts,
  withoutAdverbials,
  withoutAttribution,
} from './restate.ts';
import { tellableFigure } from './plan.ts';

const figure = (counts: string, text: string, evidence: string, unit = '원') => ({
  value: 1,
  text,
  unit,
  counts,
  outlet: '바다일보',
  reportedAt: new Date('2026-11-20T00:00:00Z'),
  current: true,
  evidence,
});

describe('restating a news sentence in the writer’s own words', () => {
  it('drops the attribution and keeps the fact', () => {
    expect(withoutAttribution('솔바람전자가 새 공장을 짓는다고 12일 밝혔다')).toBe('솔바람전자가 새 공장을 짓는다');
    expect(withoutAttribution('회사 측은 내년 상반기 출시할 것이라고 설명했다')).toBe(
      '회사 측은 내년 상반기 출시할 것이다',
    );
  });

  it('splits joined clauses and gives the later one the first one’s subject', () => {
    expect(clausesOf('한가람은 31점을 올리며 최우수선수에 선정됐다')).toEqual([
      '한가람은 31점을 올렸다',
      '한가람은 최우수선수에 선정됐다',
    ]);
    // After "떠났지만" the subject found belongs to the inner clause: the later clause is not guessed.
    expect(clausesOf('주전 두 명이 떠났지만 빠른 농구로 3위에 올랐고, 돌풍을 일으켰다')).not.toContainEqual(
      '주전 두 명이 돌풍을 일으켰다',
    );
  });

  it('tells acts joined by 고 and a comma, and contrasted facts with a subject each, apart', () => {
    expect(clausesOf('한결제과는 주문이 밀린 손님 40명에게 빵값을 돌려주고, 다음 방문 때 쓸 쿠폰을 보냈다')).toEqual([
      '한결제과는 주문이 밀린 손님 40명에게 빵값을 돌려줬다',
      '한결제과는 다음 방문 때 쓸 쿠폰을 보냈다',
    ]);
    expect(clausesOf('손님이 몰렸지만 계산대 직원은 두 명뿐이었다')).toEqual([
      '손님이 몰렸다',
      '계산대 직원은 두 명뿐이었다',
    ]);
    // A topic of the first clause is the second's too; a second clause without a subject may be another's.
    expect(clausesOf('가게는 매출이 늘었지만, 순이익은 줄었다')).toEqual(['가게는 매출이 늘었지만, 순이익은 줄었다']);
    expect(clausesOf('경찰이 출동했지만 첫날이라는 점을 고려해 주의만 줬다')).toHaveLength(1);
  });

  it('never fronts what something became, nor parts a change from where it started', () => {
    const words = (text: string) => text.split(' ');
    for (const order of frontings(words('최근 세 경기에서는 평균 득점이 두 배가 됐다')))
      expect(order.join(' ')).not.toMatch(/^두 배가/);
    for (const order of frontings(words('최근 다섯 경기에서는 1.4개로 두 배가 됐다')))
      expect(order.join(' ')).not.toMatch(/^두 배가/);
    // With the source's own order taken, another order is looked for: never one that parts the range.
    const source = (text: string) => text.startsWith('경기당 도움이 3.2개에서');
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      for (const told of restate('경기당 도움이 3.2개에서 4.5개로 늘었다', createRandom(seed), source) ?? [])
        expect(told).not.toMatch(/^3\.2개에서/);
    }
  });

  it('knows a bare reason or a "meanwhile" leans on the sentence before it', () => {
    expect(pointsBack('촬영지가 방송 직후 잠시 붐볐다가 금세 잊히는 사례가 적지 않아서다')).toBe(true);
    expect(pointsBack('겨울철 난방비 부담이 커지기 때문이다')).toBe(true);
    expect(pointsBack('새 시장이 문을 연다는 소식이 퍼지면서다')).toBe(true);
    expect(pointsBack('그사이 영화 두 편에 출연했다')).toBe(true);
    expect(pointsBack('그마저 한 곳은 올해 다시 열었다')).toBe(true);
    expect(pointsBack('요금이 오른 것은 연료비가 뛰었기 때문이다')).toBe(false);
    expect(pointsBack('도서관은 26일 문을 열었다')).toBe(false);
  });

  it('keeps what someone said (-다며) inside its sentence', () => {
    const sentence = '상인들은 손님이 절반으로 줄었다며 걱정해 왔다';
    expect(clausesOf(sentence)).toEqual([sentence]);
    expect(clausesOf('주민들은 버스가 하루 두 번밖에 없다며 불편을 호소했다')).toEqual([
      '주민들은 버스가 하루 두 번밖에 없다며 불편을 호소했다',
    ]);
  });

  it('splits a reason given by the copula into two facts with one subject', () => {
    expect(clausesOf('도담공원 주차장은 200면뿐이어서 주말에는 금세 찬다')).toEqual([
      '도담공원 주차장은 200면뿐이다',
      '도담공원 주차장은 주말에는 금세 찬다',
    ]);
    // "이어서" on its own is "next", not a copula.
    expect(clausesOf('개막식이 끝났다 이어서 공연이 열렸다')).toHaveLength(1);
  });

  it('puts regular stems in the past and leaves irregular ones alone', () => {
    expect(pastOf('올리')).toBe('올렸다');
    expect(pastOf('받')).toBe('받았다');
    expect(pastOf('잡아내')).toBe('잡아냈다');
    expect(pastOf('오르')).toBeUndefined();
    expect(pastOf('돕')).toBeUndefined();
    // ㅡ drops and the vowel before it chooses -았/-었.
    expect(pastOf('모으')).toBe('모았다');
    expect(pastOf('바쁘')).toBe('바빴다');
    expect(pastOf('기쁘')).toBe('기뻤다');
    expect(pastOf('쓰')).toBe('썼다');
    expect(pastOf('머물')).toBe('머물렀다');
  });

  it('keeps the 으 of a vowel stem before -며 ("모으며" is 모으, not 모)', () => {
    expect(clausesOf('그의 영화는 관객 300만 명을 모으며 흥행에 성공했다')).toContainEqual(
      '그의 영화는 관객 300만 명을 모았다',
    );
  });

  it('never puts a clause about what is still to come in the past ("다음 달 뜨면서" is no "다음 달 떴다")', () => {
    for (const sentence of [
      '해솔선 열차가 다음 달 새로 다니면서 역 앞 상가가 바빠졌다',
      '새 구장이 내년 봄 문을 열며 구단은 시즌권 판매를 시작했다',
      '도서관은 오는 5일 다시 열고, 대출 한도도 늘렸다',
    ]) {
      expect(clausesOf(sentence), sentence).toEqual([sentence]);
    }
    // A past act after its own time word still splits.
    expect(clausesOf('한가람은 지난달 31점을 올리며 최우수선수에 선정됐다')).toContainEqual(
      '한가람은 지난달 31점을 올렸다',
    );
  });

  it('never returns a sentence that still reads as its source', () => {
    const source = '해솔시는 올해 가을 축제 기간 방문객이 지난해 같은 기간보다 32% 늘었다고 밝혔다.';
    const index = copyIndex([source]);
    for (const seed of ['a', 'b', 'c', 'd']) {
      const said = restate(source, createRandom(seed), (s) => isCopied(s, index)) ?? [];
      for (const sentence of said) expect(isCopied(sentence, index), sentence).toBe(false);
    }
  });
});

describe('figures told as "what it counts is N"', () => {
  it('only with a label the source gives as what the figure counts', () => {
    expect(tellableFigure(figure('매출', '3조 원', '매출은 3조 원으로 18% 늘었다.'))).toBe(true);
    expect(tellableFigure(figure('영업이익', '410억 원', '회사는 영업이익 410억 원을 냈다.'))).toBe(true);
    // A time word before the figure, a verb form, a person, a percentage of a count: not labels.
    expect(tellableFigure(figure('장중', '10%', '주가는 장중 10% 넘게 뛰었다.', '%'))).toBe(false);
    expect(tellableFigure(figure('오른', '31만 원', '주가는 7% 오른 31만 원에 마쳤다.'))).toBe(false);
    expect(tellableFigure(figure('배우', '3년', '배우는 3년 만에 돌아왔다.', '년'))).toBe(false);
    expect(tellableFigure(figure('방문객', '40%', '방문객은 40% 늘었다.', '%'))).toBe(false);
  });
});

describe('openers that point back', () => {
  const never = () => false;
  it('leaves out an adverbial that points back and keeps the fact', () => {
    const [text] = restate('이 홈런으로 김도한은 시즌 40호를 기록했다.', createRandom('a'), never) ?? [];
    expect(text).toBeDefined();
    expect(text).not.toMatch(/^이 홈런/);
    expect(text).toMatch(/김도한/);
  });
});

describe('other builds of a fact', () => {
  it('tells the action as a noun', () => {
    expect(nominalised('청솔바이오가 지난 19일 편두통 치료제를 출시했다.'.split(' '))).toBe(
      '지난 19일 청솔바이오의 편두통 치료제 출시가 이뤄졌다',
    );
    expect(nominalised('그가 말을 했다.'.split(' '))).toBeUndefined();
  });

  it('never says a person’s beginning or request was "carried out" (이뤄졌다)', () => {
    expect(nominalised('하윤재는 여덟 살에 축구를 시작했다.'.split(' '))).toBeUndefined();
    expect(nominalised('주민들은 지난달 신호등 설치를 요구했다.'.split(' '))).toBeUndefined();
  });

  it('leaves out colouring adverbs and a place phrase', () => {
    expect(withoutAdverbials('산마루는 이날 온라인몰에서 재킷을 모처럼 팔았다.'.split(' '))).toBe(
      '산마루는 이날 재킷을 팔았다.',
    );
  });

  it('restates a fact no word order frees from its source', () => {
    const source = '청솔바이오가 편두통 치료제를 개발했다.';
    const index = copyIndex([source]);
    const copied = (text: string) => isCopied(text, index);
    expect(restate(source, createRandom('b'), copied)).toEqual(['청솔바이오의 편두통 치료제 개발이 이뤄졌다.']);
  });
});

describe('restating without losing words', () => {
  const never = () => false;

  it('keeps "위해" after an object: only "하기 위해" is "하려고"', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const said = restate('광장점은 출근하는 직장인을 위해 오전 6시에 문을 연다.', createRandom(seed), never) ?? [];
      expect(said.join(' ')).not.toContain('직장인을 하려고');
    }
  });

  it('does not glue an owner with its own 의, a role phrase and a person into one noun', () => {
    const words = '프로축구 2부 리그의 한빛 FC 누리가 새 감독으로 도지석 전 국가대표 코치를 선임했다'.split(' ');
    expect(nominalised(words)).toBeUndefined();
    expect(nominalised('한빛전자가 새 노트북을 출시했다.'.split(' '))).toBe('한빛전자의 새 노트북 출시가 이뤄졌다');
  });

  it('keeps a quoted title whole and restates the clause around it', () => {
    const said = restate("바다채널의 새 주말 드라마 '등대지기'가 첫 방송부터 1위에 올랐다.", createRandom('t'), never);
    expect(said?.join(' ')).toContain("'등대지기'가");
  });
});

describe('half a quote', () => {
  it('is never restated: a lone mark left where the splitter cut a quote', () => {
    const never = () => false;
    expect(restate('세 번째 골은 팀 전체의 골"이라고 말했다.', createRandom('q'), never)).toBeUndefined();
    expect(
      restate('경기 뒤 박태오는 "골이 안 들어갈 때도 동료들이 공을 줬다.', createRandom('q'), never),
    ).toBeUndefined();
  });
});

describe('restating more of a story (issue 26): moving the subject', () => {
  const orders = (sentence: string) => frontings(sentence.split(' ')).map((o) => o.join(' '));

  it('puts a subject that follows times and places first', () => {
    expect(orders('이번 주말 한빛시 광장에서 시민 500명이 거리 행진을 벌인다.')).toContain(
      '시민 500명이 이번 주말 한빛시 광장에서 거리 행진을 벌인다.',
    );
    // A place told as the topic is a plain place once the subject leads.
    expect(orders('개막식에는 관객 2만 명이 모였다.')).toContain('관객 2만 명이 개막식에 모였다.');
  });

  it('never takes a verb’s -는 form for a topic ("눈에 띄는 변화는")', () => {
    for (const order of orders('올해 가장 눈에 띄는 변화는 기장이다.')) expect(order.startsWith('띄는')).toBe(false);
    // Nor before a noun phrase of bare words ("들어가는 고대역폭 메모리 주문이").
    for (const order of orders('인공지능 서버에 들어가는 고대역폭 메모리 주문이 몰렸다.'))
      expect(order.startsWith('들어가는')).toBe(false);
  });

  it('never fronts a subject whose verb form before it ("떠난 배는") takes the times and places before it', () => {
    for (const order of orders('물결항에서 오전 9시에 떠난 배는 낮 12시 솔섬 선착장에 닿는다.')) {
      expect(order.startsWith('떠난')).toBe(false);
    }
  });

  it('never parts "들어선" from the place it stands on ("부지에 들어선 이 건물은")', () => {
    const sentence = '옛 정류장 부지에 들어선 이 건물은 지상 4층 규모다.';
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      expect((restate(sentence, createRandom(seed), () => false) ?? []).join(' ')).not.toMatch(/^들어선/);
    }
  });

  it('never takes -려고 before 하다 for a clause of purpose ("내려오려고 하지 않았다")', () => {
    for (const order of orders('아이들이 놀이터 미끄럼틀에서 내려오려고 하지 않았다'))
      expect(order).not.toMatch(/내려오려고 아이들이/);
  });

  it('never parts an idiom’s object from its verb', () => {
    for (const order of orders('솔빛 국화축제가 지난 9일 막을 내렸다.')) expect(order).not.toContain('막을 지난 9일');
    for (const order of orders('두 회사는 올해 3월 손을 잡았다.')) expect(order).not.toContain('손을 올해 3월');
  });

  it('leaves a subject of a reported clause behind the topic that reports it', () => {
    expect(orders('증권가에서는 도담전자 주가가 더 오를 것으로 본다.')).toEqual([]);
  });

  it('lets the subject follow an adverbial clause of purpose or reason, and lead one', () => {
    expect(orders('도담식품은 원재료 값 상승을 감안해 과자 가격을 올렸다.')).toContain(
      '원재료 값 상승을 감안해 도담식품은 과자 가격을 올렸다.',
    );
    expect(orders('손님을 더 받으려고 도담식당은 좌석을 늘렸다.')).toContain(
      '도담식당은 손님을 더 받으려고 좌석을 늘렸다.',
    );
    // A clause with a subject of its own is not a purpose clause of the main subject.
    expect(orders('도담식품은 밀값이 오르자 과자 가격을 올렸다.')).not.toContain(
      '밀값이 오르자 도담식품은 과자 가격을 올렸다.',
    );
  });

  it('moves a subject after an opening condition, never into it', () => {
    const said = orders('매장이 문을 닫으면 직원들은 근처 복지관에 빵을 보낸다.');
    expect(said).toContain('직원들은 매장이 문을 닫으면 근처 복지관에 빵을 보낸다.');
    expect(said.some((s) => s.startsWith('문을 닫으면 매장이'))).toBe(false);
  });

  it('trades an object with the times or ranges after it', () => {
    expect(orders('한빛시는 광장 주변 도로를 오전 9시부터 낮 12시까지 막는다.')).toContain(
      '한빛시는 오전 9시부터 낮 12시까지 광장 주변 도로를 막는다.',
    );
  });

  it('moves only times and dates, never a verb or a noun a time word modifies', () => {
    // "6이닝 3실점으로" is a record, "앞두고 23일" holds a verb, "오후 영업" is one noun.
    expect(orders('한결은 6이닝 3실점으로 제 몫을 했다.')).toEqual([]);
    expect(orders('도담은 개업을 앞두고 23일과 24일 이틀 동안 시범 영업을 했다.')).not.toContainEqual(
      expect.stringMatching(/앞두고 23일과 24일 이틀 동안 개업을/),
    );
    expect(orders('도담은 다음 달 오후 영업을 30분 일찍 시작한다.').join(' ')).not.toContain('영업을 오후');
  });

  it('reads a noun ending in 이/가 as a noun, and leaves an object inside a modifying clause alone', () => {
    expect(orders('연말에는 시청 광장에서 새해맞이 타종 행사가 열린다.')).toContain(
      '새해맞이 타종 행사가 연말에 시청 광장에서 열린다.',
    );
    expect(orders('시는 1일부터 5일까지 공원을 찾은 사람이 3만 명이라고 집계했다.').join(' ')).not.toContain(
      '공원을 1일부터',
    );
  });

  it('keeps a subject inside the relative clause it belongs to, and a condition with what it governs', () => {
    expect(phrasesOf('12월이면 경매장에 10㎏이 넘는 대방어가 줄지어 눕는다.'.split(' '))).toContainEqual([
      '10㎏이',
      '넘는',
      '대방어가',
    ]);
    expect(phrasesOf('이틀 만에 12월 운항편의 예약률이 62%에 이르렀다.'.split(' '))).toContainEqual([
      '12월',
      '운항편의',
      '예약률이',
    ]);
    // "렌터카가 섬에 내리면 사실상 필수다" reads as the car landing: a condition with no subject of its own
    // keeps the sentence's subject after it.
    expect(frontings('섬에 내리면 렌터카가 사실상 필수다'.split(' '))).toEqual([]);
  });

  it('keeps nouns joined by 와/과 and a number with 만 in one phrase', () => {
    expect(phrasesOf('동해선과 중앙선 역에서 열차가 멈췄다.'.split(' '))[0]).toEqual(['동해선과', '중앙선', '역에서']);
    expect(phrasesOf('3만 1,200명이 경기장을 찾았다.'.split(' '))[0]).toEqual(['3만', '1,200명이']);
    // "결과" ends in 과 but joins nothing.
    expect(phrasesOf('조사 결과 매출이 늘었다.'.split(' '))).toContainEqual(['매출이']);
  });
});

describe('restating more of a story (issue 26): blog words inside the sentence', () => {
  it('says news words the everyday way, and never turns a changed word back', () => {
    const seen = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const said = applyDiction('도담시는 지난해 이번 달 안에 행사를 되풀이하기로 했다', createRandom(seed));
      expect(said).toContain('작년');
      expect(said).toContain('이달');
      expect(said).toContain('반복하기로');
      seen.add(said);
    }
    // What starts on a later day does not run yet ("12월 14일부터 맡고 있다" was written).
    for (const seed of ['a', 'b', 'c', 'd']) {
      expect(applyDiction('병원이 검진 프로그램을 12월 14일부터 운영한다', createRandom(seed))).toMatch(
        /부터 운영한다$/,
      );
    }
    // "증가했다" → "늘었다" is not turned back into "증가했다" by the pair after it.
    for (const seed of ['a', 'b', 'c']) {
      expect(applyDiction('방문객이 증가했다', createRandom(seed))).not.toBe('방문객이 증가했다');
    }
  });

  it('never leaves a copula or particle that no longer fits the new word, nor makes "earlier" into "first of all"', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      expect(applyDiction('응원 글귀가 대부분이었다', createRandom(seed))).not.toContain('대다수이');
      expect(applyDiction('그는 하루 먼저 새 유니폼을 입는다', createRandom(seed))).toContain('하루 먼저');
    }
  });

  it('keeps a -다는 modifier, an auxiliary -어 가며 and a genitive time word inside their phrases', () => {
    expect(clausesOf('퇴근길에 들렀다는 직장인 팬 몇 명은 쪽지를 비춰 가며 사진을 찍었다')).toEqual([
      '퇴근길에 들렀다는 직장인 팬 몇 명은 쪽지를 비춰 가며 사진을 찍었다',
    ]);
    // "젊은" modifies 투수: the later clause has no subject of its own and takes the first one's.
    expect(clausesOf('한내 구단이 3할 타자를 데려오면서 젊은 투수를 내줬다')).toEqual([
      '한내 구단이 3할 타자를 데려왔다',
      '한내 구단이 젊은 투수를 내줬다',
    ]);
    // The later clause never takes the -다는 form for its subject ("들렀다는 사진을 찍었다").
    for (const clause of clausesOf('들렀다는 직장인들은 쪽지를 읽으며 사진을 찍었다')) {
      expect(clause).not.toMatch(/^들렀다는 사진/);
    }
    expect(phrasesOf('남궁률의 내년 연봉 협상은 소솔이 맡는다'.split(' '))[0]).toEqual([
      '남궁률의',
      '내년',
      '연봉',
      '협상은',
    ]);
  });

  it('keeps "12월 첫날" together when it reorders', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      for (const told of restate('새 건물은 12월 첫날 문을 연다.', createRandom(seed), () => false) ?? []) {
        expect(told).not.toMatch(/첫날 .*12월/);
      }
    }
  });

  it('says 이상 as 넘게 only before the verb, never before a noun ("65세 넘게 어르신")', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      expect(applyDiction('대상은 만 65세 이상 홀몸 어르신 가구다', createRandom(seed))).not.toContain('넘게');
    }
    const said = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) =>
      applyDiction('주민 300명 이상 모였다', createRandom(seed)),
    );
    expect(said.some((s) => s.includes('300명 넘게 모였다'))).toBe(true);
  });

  it('swaps a verb only for the objects it fits (an audience is drawn, a worry is not launched)', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const random = () => createRandom(seed);
      expect(applyDiction('주민들은 주차 공간이 부족하다는 우려를 내놓았다', random())).not.toContain('선보였다');
      expect(applyDiction('시민들은 성금 3억 원을 모았다', random())).not.toContain('끌었다');
      expect(applyDiction('영화는 관객 300만 명을 모았다', random())).toContain('관객 300만 명을 끌었다');
      expect(applyDiction('회사는 공장 자동화로 성장을 이끈다', random())).not.toContain('맡는다');
      expect(applyDiction('제작진은 세트를 짓는 데 석 달의 시간을 들였다', random())).not.toMatch(/도입했다|마련했다/);
      expect(applyDiction('시는 사업비 215억 원을 들였다', random())).not.toMatch(/도입했다|마련했다/);
      expect(applyDiction('관장은 열람실 창가에 긴 의자를 배치했다', random())).not.toContain('투입');
      expect(applyDiction('정거장 안전을 위해 도우미를 배치했다', random())).not.toContain('투입');
    }
  });

  it('keeps "A와 함께" (with A), which "A와 같이" (like A) would change', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      expect(applyDiction('도담식품은 공장 준공과 함께 채용을 늘린다', createRandom(seed))).toContain('준공과 함께');
    }
  });

  it('tells a stated intention as what was decided', () => {
    expect(withoutAttribution('도담시는 내년에 공원을 넓히겠다고 밝혔다')).toBe('도담시는 내년에 공원을 넓히기로 했다');
  });

  it('frees a figure sentence by leaving out a colouring adverb', () => {
    const source = '개막 첫날 매장 앞에는 이미 200명이 줄을 서 있었다.';
    const index = copyIndex([source]);
    const said = restate(source, createRandom('k'), (text) => isCopied(text, index)) ?? [];
    expect(said.length).toBe(1);
    expect(said[0]).toContain('200명');
    expect(isCopied(said[0]!, index)).toBe(false);
  });
});

describe('everyday words for what speakers and reports say (issue 26)', () => {
  it('says a view, a match and a frequency in other words', () => {
    const said = (text: string) => new Set(['a', 'b', 'c', 'd'].map((seed) => applyDiction(text, createRandom(seed))));
    expect([...said('여행객이 더 늘 것으로 기대한다')].every((t) => /것으로 (?:본다|내다본다)$/.test(t))).toBe(true);
    expect(said('숙박비가 항공권 값과 맞먹었다')).toEqual(new Set(['숙박비가 항공권 값과 비슷했다']));
    expect([...said('한빛 FC는 주말에 선두 팀과 맞붙는다')].every((t) => /(?:대결한다|겨룬다)$/.test(t))).toBe(true);
    expect([...said('수비수가 상대 슈팅을 두 차례 가로막았다')].every((t) => /(?:막아 냈다|차단했다)$/.test(t))).toBe(
      true,
    );
    expect([...said('비수기에 손님이 급격히 줄어드는 경우가 많다')].every((t) => !/급격히|경우가 많다/.test(t))).toBe(
      true,
    );
  });
});

describe('news diction never says effort was introduced', () => {
  it('keeps "공을 더 들였다" (took more care) from becoming "도입했다"', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      expect(applyDiction('놀이방에는 공을 더 들였다', createRandom(seed))).not.toMatch(/도입|마련/);
    }
  });
});

describe('a later clause keeps its own subject', () => {
  it('never lends a verb’s -는 form as the subject, nor one to a clause with a subject told with 만', () => {
    const clauses = clausesOf(
      '인공지능 서버에 들어가는 고대역폭 메모리 주문이 몰리면서 반도체 부문 영업이익만 3조 원에 달했다',
    );
    for (const clause of clauses) expect(clause.startsWith('들어가는')).toBe(false);
    expect(clauses.at(-1)).toBe('반도체 부문 영업이익만 3조 원에 달했다');
  });

  it('never lends the subject of a clause that modifies a noun ("기세가 오른 박태오는")', () => {
    const clauses = clausesOf('기세가 오른 박태오는 후반 5분 중거리 슛을 성공시켰고, 후반 39분에는 공을 밀어 넣었다');
    expect(clauses.at(-1)).toBe('박태오는 후반 39분에는 공을 밀어 넣었다');
    expect(clausesOf('다음 타자의 잘 맞은 타구가 정면으로 향했고, 유격수가 병살로 연결했다')).not.toContain(
      '맞은 유격수가 병살로 연결했다',
    );
    for (const clause of clausesOf('잘 맞은 타구가 정면으로 향했고, 병살로 이어졌다'))
      expect(clause).not.toMatch(/^맞은/);
    expect(clausesOf('마을 식당들은 도시락을 내놓았고, 빈집을 고친 민박 12곳도 영업을 시작했다').at(-1)).toBe(
      '빈집을 고친 민박 12곳도 영업을 시작했다',
    );
    // A one-syllable noun told as the topic ("군은") is the clause's own subject.
    expect(
      clausesOf('제작진 60여 명이 읍내 숙소를 이용했고, 군은 지역에서 쓰인 돈을 10억 원으로 추산했다').at(-1),
    ).toBe('군은 지역에서 쓰인 돈을 10억 원으로 추산했다');
    // A name that ends like a verb's -는 form ("박태오는") is still the subject.
    expect(clausesOf('박태오는 후반 5분 중거리 슛을 성공시켰고, 후반 39분에는 공을 밀어 넣었다')).toHaveLength(2);
  });
});

describe('a long sentence told as its facts (issue 26, ADR 075)', () => {
  it('tells an act on an object with -해 and the act after it apart, a quoted title staying the subject', () => {
    expect(
      clausesOf("'바람의 노래'는 지난 20일 공개된 뒤 시청 시간 500만 시간을 기록해 비영어 부문 1위에 올랐다"),
    ).toEqual([
      "'바람의 노래'는 지난 20일 공개된 뒤 시청 시간 500만 시간을 기록했다",
      "'바람의 노래'는 비영어 부문 1위에 올랐다",
    ]);
    // A -해 that says how or why ("통해", "감안해") is no act of its own; nor one whose act is still to come.
    expect(clausesOf('회사는 온라인 판매를 통해 매출을 두 배로 늘렸다')).toHaveLength(1);
    expect(clausesOf('회사는 원가 상승을 감안해 값을 올렸다')).toHaveLength(1);
    expect(clausesOf('구단은 새 감독을 선임해 다음 시즌을 준비한다')).toHaveLength(1);
    // A -면서 clause with no subject after it is how the next act came about: one fact.
    expect(clausesOf('돌파구는 연구팀이 온도를 바꾸면서 찾아왔다')).toHaveLength(1);
    expect(clausesOf('돌파구는 온도를 바꾸면서 찾아왔다')).toHaveLength(1);
    // A lone verb after the act shares its object: one act ("확정했으며, 발표했다" was written).
    expect(clausesOf('은빛시는 23일 새 노선의 요금을 확정해 발표했다')).toHaveLength(1);
  });
});

describe('a reported claim stays a report (issue 26, ADR 075)', () => {
  const copiedBy = (source: string) => {
    const index = copyIndex([source]);
    return (text: string) => isCopied(text, index);
  };

  it('keeps the reporter and a reporting verb on each reported clause', () => {
    const source = '한빛물가연구소는 냉면 가격이 더 오를 가능성이 있으며, 내년 초까지 오름세가 이어질 것으로 내다봤다.';
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const said = restate(source, createRandom(seed), copiedBy(source)) ?? [];
      expect(said.length, seed).toBe(2);
      for (const sentence of said) {
        expect(sentence).toContain('한빛물가연구소');
        expect(sentence).toMatch(/(?:내다봤|전망했|예상했|봤|판단했)다\.$/);
        // Never told as a fact of the past ("…가능성이 있었다").
        expect(sentence).not.toMatch(/있었다/);
      }
      expect(said.some((s) => /가능성이 있다고/.test(s))).toBe(true);
    }
  });

  it('keeps "…다고 밝혔다" on a claim about another subject, not on what the reporter itself does', () => {
    const source = '누리항공은 새 여객기 2대가 다음 달 인천공항에 들어온다고 밝혔다.';
    for (const seed of ['a', 'b', 'c']) {
      // Told in the writer's words or, when every way still reads as the source, as the plain report.
      const said = restateParts(source, createRandom(seed), copiedBy(source)) ?? [];
      expect(said).toHaveLength(1);
      expect(said[0]!.text).toMatch(/들어온다고 .*(?:밝혔|전했|설명했)다\.$/);
      expect(said[0]!.text).toContain('누리항공');
    }
    // The reporter is the doer: the fact is told as what it decided.
    expect(withoutAttribution('누리항공은 내년에 새 노선을 열겠다고 밝혔다')).toBe(
      '누리항공은 내년에 새 노선을 열기로 했다',
    );
    // A share marked as the subject ("약 70%가") is the claim's own subject: the reporter stays (session 15).
    const share = '한 이사는 지금까지 들어온 옷 가운데 약 70%가 다시 팔 수 있는 등급을 받았다고 전했다.';
    for (const seed of ['a', 'b', 'c']) {
      const said = restateParts(share, createRandom(seed), copiedBy(share)) ?? [];
      expect(said).toHaveLength(1);
      expect(said[0]!.text).toMatch(/받았다고 .*(?:전했|밝혔)다\.$/);
      // "다시 팔" is resale, never "재차 팔" or "또다시 팔".
      expect(said[0]!.text).not.toMatch(/재차|또다시/);
    }
    // A place told as the topic names no reporter ("업계에서는 …"): left to the restatement.
    expect(
      (restate('업계에서는 올해 가격이 더 오를 것으로 봤다.', createRandom('a'), () => false) ?? []).join(' '),
    ).not.toMatch(/업계에서가/);
  });
});

describe('word orders that keep a phrase whole (session 15)', () => {
  it('keeps a range together and a year with its season', () => {
    const source = '촬영은 작년 가을부터 올봄까지 약 6개월 동안 이어졌다.';
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      for (const said of restate(source, createRandom(seed), () => false) ?? []) {
        expect(said, seed).toMatch(/작년 가을부터 올봄까지/);
      }
      // A range of hours moves as one ("오전 5시 20분부터 오후 11시까지"), never cut after "오전".
      const hours = '셔틀버스는 주말에 오전 9시부터 오후 6시까지 다닌다.';
      for (const said of restate(hours, createRandom(seed), () => false) ?? []) {
        expect(said, seed).toMatch(/오전 9시부터 오후 6시까지/);
      }
      // A day with its hour is one time; a verb's -어 form joins two acts whose phrases stay with them.
      const window = '신청은 12월 1일 오전 9시부터 19일 오후 6시까지 누리집에서 한다.';
      for (const said of restate(window, createRandom(seed), () => false) ?? []) {
        expect(said, seed).toMatch(/12월 1일 오전 9시부터 19일 오후 6시까지/);
      }
      const serial = '신청은 12월 1일 오전 9시에 열려 19일 오후 6시에 닫힌다.';
      for (const said of restate(serial, createRandom(seed), () => false) ?? []) {
        expect(said, seed).toMatch(/오전 9시에 열려 19일 오후 6시에 닫힌다/);
      }
      // A modifier never opens a sentence cut from its phrase ("넣은 실험실 수조에 …" was written).
      const tank = '실험실 수조에 넣은 페트 미세플라스틱 1g 가운데 0.38g이 30일 뒤 사라졌다는 뜻이다.';
      for (const said of restate(tank, createRandom(seed), () => false) ?? []) {
        expect(said, seed).not.toMatch(/^넣은/);
      }
      // "30일 동안" is one span ("30일 분해했다" … "동안" was written).
      const span = '세균은 바닷물에서 30일 동안 플라스틱 무게의 38%를 분해했다.';
      for (const said of restate(span, createRandom(seed), () => false) ?? []) {
        expect(said, seed).toMatch(/30일 동안/);
      }
      const day = '광역버스 G3301번이 12월 7일 월요일 첫 운행을 시작한다.';
      for (const said of restate(day, createRandom(seed), () => false) ?? []) {
        expect(said, seed).toMatch(/12월 7일 월요일/);
      }
    }
    const plan = '군은 내년 봄까지 정류장 옆에 판매장을 더 지을 계획이다.';
    const index = copyIndex([plan]);
    for (const seed of ['a', 'b', 'c']) {
      const said = restate(plan, createRandom(seed), (t) => isCopied(t, index)) ?? [];
      // Told as what was decided, in the writer's own order, "내년 봄까지" whole.
      expect(said.join(' '), seed).toMatch(/내년 봄까지/);
      expect(said.join(' '), seed).toMatch(/짓기로 (?:했|정했|결정했)다|지으려고 한다/);
    }
  });
});

describe('restating sentences with a clock time, a determiner time or a condition (issue 26)', () => {
  const own = (sentence: string) => {
    const index = copyIndex([sentence]);
    return ['a', 'b', 'c'].map((seed) => restate(sentence, createRandom(seed), (t) => isCopied(t, index)));
  };

  it('reads a clock time and a determiner time as phrases of their own', () => {
    expect(phrasesOf('도서관은 낭독회를 12월 9일 오후 7시 별관 3층 세미나실에서 연다'.split(' '))).toEqual([
      ['도서관은'],
      ['낭독회를'],
      ['12월', '9일', '오후', '7시'],
      ['별관', '3층', '세미나실에서'],
      ['연다'],
    ]);
    expect(phrasesOf('면은 다음 달 초 장터 주차장에서 직거래 장터를 연다'.split(' '))).toEqual([
      ['면은'],
      ['다음', '달', '초'],
      ['장터', '주차장에서'],
      ['직거래', '장터를'],
      ['연다'],
    ]);
  });

  it('keeps a verb that ends an adverbial clause with what it governs', () => {
    expect(phrasesOf('개장에 맞춰 메뉴판은 모두 새로 바꿨다'.split(' '))[0]).toEqual(['개장에', '맞춰']);
    for (const seed of ['a', 'b', 'c']) {
      for (const said of restate('개장에 맞춰 메뉴판은 모두 새로 바꿨다.', createRandom(seed), () => false) ?? []) {
        expect(said, seed).not.toMatch(/^맞춰/);
      }
    }
  });

  it('moves the place of a clause whose object stands right before its verb', () => {
    for (const said of own('도서관은 낭독회를 12월 9일 오후 7시 별관 3층 세미나실에서 연다.')) {
      expect(said).toEqual(['별관 3층 세미나실에서 도서관은 낭독회를 12월 9일 오후 7시 연다.']);
    }
    for (const said of own('출판사는 지난 주말 부산에서 새 시집을 공개했다.')) {
      expect(said?.join(' ')).toMatch(/^부산에서 출판사는 지난 주말 새 시집을 공개했다\.$/);
    }
  });

  it('puts a condition with a subject of its own before the topic', () => {
    for (const said of own('농협은 신청이 몰리자 배송 차량을 세 대로 늘렸다.')) {
      expect(said).toEqual(['신청이 몰리자 농협은 배송 차량을 세 대로 늘렸다.']);
    }
  });
});

/** What the restater says of a sentence in its own words for a seed, checked against that sentence as the source. */
const ownParts = (sentence: string, seed: string) =>
  (restateParts(sentence, createRandom(seed), (t) => isCopied(t, copyIndex([sentence]))) ?? [])
    .filter((p) => p.own)
    .map((p) => p.text);

describe('clauses that lean on the article around them (issue 26)', () => {
  it('leaves out a clause naming someone by a pronoun inside it', () => {
    expect(pointsBack('공연을 이틀 앞둔 오후 연습실에서 그를 만났다')).toBe(true);
    expect(pointsBack('감독은 연습실에서 배우들을 만났다')).toBe(false);
  });

  it('leaves out a measure with no topic of its own, which says how much of what came before', () => {
    expect(pointsBack('읍이 생긴 뒤 가장 많은 양이다.')).toBe(true);
    expect(pointsBack('한 해 강수량의 절반에 이르는 양이다.')).toBe(true);
    expect(pointsBack('이번 눈은 읍이 생긴 뒤 가장 많은 양이다.')).toBe(false);
    expect(pointsBack('관람객이 지난해의 두 배 수준이다.')).toBe(false);
  });

  it("tells a figure's short copula in another build: the qualifier with the figure, a start as starting", () => {
    for (const seed of ['a', 'b', 'c']) {
      const own = (sentence: string) => ownParts(sentence, seed);
      expect(own('통산 방어율은 2.87이다.')).toEqual(['방어율은 통산 2.87이다.']);
      expect(own('실제 징수는 2029년 3월 1일부터다.')[0]).toMatch(
        /^(?:2029년 3월 1일부터 실제 징수가|실제 징수가 2029년 3월 1일부터) 시작된다\.$/,
      );
      // A verb's modifier before the label is a clause of its own: nothing moves.
      expect(own('산 지 3년 이내인 옷은 12벌이다.')).toEqual([]);
      expect(own('지난해 같은 대회에서는 2시간 9분대에 머물렀다.').join(' ')).not.toContain('같은 지난해');
    }
  });

  it('tells a place told as the topic after the object it holds ("…방에서는 화물표를 읽는다")', () => {
    for (const seed of ['a', 'b', 'c']) {
      const own = (sentence: string) => ownParts(sentence, seed);
      expect(own('세 번째 방에서는 항해 일지를 읽는다.')).toEqual(['항해 일지를 세 번째 방에서 읽는다.']);
      expect(own('무대에서는 첫 회 영상도 공개됐다.')).toEqual(['첫 회 영상도 무대에서 공개됐다.']);
    }
  });

  it('leaves out a view said to differ with nothing named to differ from', () => {
    expect(pointsBack('산마루군의 설명은 다르다.')).toBe(true);
    expect(pointsBack('올해 방식은 지난해와는 다르다.')).toBe(false);
  });

  it('keeps a measure that carries a figure of its own: the figure is a fact the post would lose', () => {
    expect(pointsBack('총사업비 120억 원 규모다.')).toBe(false);
    expect(pointsBack('모집 인원은 두 반을 합쳐 정원 48명 규모다.')).toBe(false);
    expect(pointsBack('지난해 한 해 동안 내린 비의 절반을 넘는 412mm에 이르는 양이다.')).toBe(false);
  });

  it('never moves a 부터 that tells what comes first rather than when', () => {
    for (const seed of ['a', 'b', 'c']) {
      for (const said of restate('둘째 방에서는 냄새부터 맡는다.', createRandom(seed), () => false) ?? []) {
        expect(said, seed).not.toMatch(/^냄새부터/);
      }
    }
  });
});
