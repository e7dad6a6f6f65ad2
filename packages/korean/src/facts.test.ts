import { describe, expect, it } from 'vitest';
import { extractDates, extractEntities, extractFigures, isPredicate, nounTerms, parseKoreanNumber } from './index.ts';

const keys = (text: string) => extractFigures(text).map((f) => f.key);

describe('extractFigures', () => {
  it('gives the same key to one amount written two ways', () => {
    expect(keys('관객 1만 2천 명')).toEqual(keys('관객 12,000명'));
    expect(keys('사전 계약 1만 5천 300대')).toEqual(['15300대']);
    expect(keys('영업이익 4,120억 원')).toEqual(['412000000000원']);
    expect(keys('매출 3조 1천억 원')).toEqual(['3100000000000원']);
  });

  it('reads lengths written with unit symbols or in words', () => {
    expect(keys('눈이 31㎝ 쌓였다')).toEqual(['31cm']);
    expect(keys('비가 168㎜ 내렸다')).toEqual(['168mm']);
    expect(keys('31센티미터')).toEqual(keys('31cm'));
  });

  it('keeps decimals, percentages and game scores', () => {
    expect(keys('시청률 6.4%, 수도권 7.1퍼센트')).toEqual(['6.4%', '7.1%']);
    expect(keys('3-0 완봉승')).toEqual(['3-0']);
    expect(extractFigures('가격은 29만 8천 원이다')[0]).toMatchObject({
      text: '29만 8천 원',
      value: 298000,
      unit: '원',
    });
  });

  it('leaves out words that only start like a unit and calendar years', () => {
    expect(keys('3분기 실적, 2028년 양산, 3대째 국밥집')).toEqual([]);
    // A route or a model named by letters and a number is a name, never an amount.
    expect(keys('광역버스 G3301번과 A380 여객기 2대')).toEqual(['2대']);
  });

  it('reads the units news counts in beyond money and people', () => {
    expect(keys('청약 경쟁률은 287.4대 1이었고 차량 30대가 섰다')).toEqual(['287.4대1', '30대']);
    expect(extractFigures('경쟁률 412.6 대 1')[0]?.text).toBe('412.6 대 1');
    expect(keys('4관왕, 3연승 뒤 2연패, 72표 중 41표')).toEqual(['4관왕', '3연승', '2연패', '72표', '41표']);
    expect(keys('충전기 480기는 세지 않고 350㎾, 1.2GW, 전용 84㎡, 12.5㎞, 기온 31.2℃, 영하 5도')).toEqual([
      '350kW',
      '1.2GW',
      '84㎡',
      '12.5km',
      '31.2℃',
      '5도',
    ]);
    expect(keys('0.25%포인트 내린 2,650.3포인트, 25bp')).toEqual(['0.25%p', '2650.3포인트', '25bp']);
    expect(keys('800만 관객을 넘어 800만 명')).toEqual(['8000000명', '8000000명']);
    expect(keys('제2도 청사와 2도시')).toEqual([]);
  });

  it('keeps a range ("60만 원대", "2%대 초반") apart from the amount, and "대" as a counter or in "대비" as before', () => {
    const read = (text: string) => extractFigures(text).map((f) => [f.text, f.key]);
    expect(read('입장권은 4만 원대 후반부터 팔린다.')).toEqual([['4만 원대', '40000원대']]);
    expect(read('관객은 1천 명대에 머물렀다.')).toEqual([['1천 명대', '1000명대']]);
    expect(read('금리는 3%대로 내려왔다.')).toEqual([['3%대', '3%대']]);
    expect(read('버스 12대를 더 넣는다.')).toEqual([['12대', '12대']]);
    expect(read('매출이 1만 원대비로')).toEqual([['1만 원', '10000원']]);
  });

  it('parses Korean number words', () => {
    expect(parseKoreanNumber('2천만')).toBe(20_000_000);
    expect(parseKoreanNumber('1만 5천 300')).toBe(15_300);
    expect(parseKoreanNumber('12,000')).toBe(12_000);
  });
});

describe('extractDates', () => {
  it('normalises months, days, years and quarters', () => {
    expect(extractDates('12월 6일과 7일, 2028년에는, 3분기 실적, 28일 공시').map((d) => d.key)).toEqual([
      'm12d6',
      'd7',
      'y2028',
      'q3',
      'd28',
    ]);
  });

  it('reads the first day of a range whose "일" comes once, and not a span of days', () => {
    expect(extractDates('11월 1~9일 열린 축제').map((d) => d.key)).toEqual(['m11d1', 'd9']);
    expect(extractDates('지난 8∼9일 열린 대회').map((d) => d.key)).toEqual(['d8', 'd9']);
    expect(extractDates('3~4일간 머문다').map((d) => d.key)).toEqual([]);
    expect(extractDates('평균 14.2~15일').map((d) => d.key)).toEqual(['d15']);
    // A day written inside a name is no date: "햇골3일반산업단지" names an industrial park.
    expect(extractDates('21일 햇골3일반산업단지에서 첫 삽을 떴다').map((d) => d.key)).toEqual(['d21']);
  });
});

describe('nounTerms', () => {
  it('strips particles and keeps a name whose last syllable looks like one', () => {
    const terms = nounTerms('누리페이가 수수료를 낮춘다. 누리페이 가입자는 1천만 명이다.');
    expect(terms.map((t) => t.key)).toContain('누리페이');
    expect(terms.map((t) => t.key)).not.toContain('누리페');
    expect(terms.find((t) => t.raw === '수수료를')?.key).toBe('수수료');
  });

  it('recovers the verbal noun of a conjugated verb and marks predicates', () => {
    const [appointed, grew] = nounTerms('선임했다 늘었다');
    expect(appointed).toMatchObject({ key: '선임', verbal: true, predicate: false });
    expect(grew).toMatchObject({ predicate: true });
  });
});

describe('isPredicate', () => {
  it('tells verb and adjective forms from nouns', () => {
    for (const word of ['늘었다', '연다', '나눈다', '밝히며', '새로운', '오르자'])
      expect(isPredicate(word), word).toBe(true);
    for (const word of ['바다', '리콜', '도담에너지', '월드투어']) expect(isPredicate(word), word).toBe(false);
  });
});

describe('extractEntities', () => {
  const title = '장윤호 대표 "번 돈은 다음 10년에"…도담에너지, \'안개 우체국\' 후원';
  const body = [
    '장윤호 도담에너지 대표는 28일 설명회에서 이렇게 말했다. 도담에너지는 배우 한지오가 나오는 드라마를 후원한다.',
    '도담에너지의 시장 점유율은 13%다. 관객과 시장은 반겼다.',
  ].join('\n\n');
  const entities = extractEntities(body, { title });
  const byKey = new Map(entities.map((e) => [e.key, e]));

  it('finds names by role words, quotes, endings and the headline', () => {
    expect(byKey.get('장윤호')?.signals).toContain('role');
    expect(byKey.get('한지오')?.signals).toContain('role');
    expect(byKey.get('안개우체국')).toMatchObject({ surface: '안개 우체국', inTitle: true });
    expect(byKey.get('도담에너지')?.signals).toEqual(expect.arrayContaining(['title', 'suffix', 'repeated']));
    expect(entities[0]!.key).toBe('도담에너지');
  });

  it('never makes a name of a category word or of a headline quote', () => {
    for (const generic of ['시장', '관객', '대표']) expect(byKey.has(generic), generic).toBe(false);
    expect(byKey.has('돈은')).toBe(false);
  });

  it('takes an ending for a name only after a two-syllable stem', () => {
    const found = extractEntities('솔바람시장 야시장이 문을 열었다. 야시장 매대는 서른 곳이다.', {
      title: '솔바람시장 야시장 개장',
    });
    const signals = new Map(found.map((e) => [e.key, e.signals]));
    expect(signals.get('솔바람시장')).toContain('suffix');
    expect(signals.get('야시장') ?? []).not.toContain('suffix');
  });
});
