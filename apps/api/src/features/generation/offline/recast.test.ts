import { describe, expect, it } from 'vitest';
import { extractFigures } from '@geulgam/korean';
import { createRandom } from '../random.ts';
import { copyIndex, isCopied } from '../quality-text.ts';
import { pastAdnominal, pastStem, presentAdnominal, recast, toldAsDone } from './recast.ts';

/*
 * A fact no word order frees from its source, said in a build that fits its kind (issue 26): the sentence
 * tells the same figures and reads as the writer's own (no run of 60 % shared with the source sentence).
 */

/** Every build the seeds reach for the sentence, each checked against the sentence as its only source. */
function builds(sentence: string, category?: string): string[] {
  const index = copyIndex([sentence]);
  const copied = (text: string) => isCopied(text, index);
  const found = new Set<string>();
  for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
    const said = recast(sentence, createRandom(seed), copied, category);
    if (said) found.add(said);
  }
  return [...found];
}

/** The figures a sentence tells, as the quality report compares them. */
const keys = (text: string) => extractFigures(text).map((f) => f.key);

function expectOwn(sentence: string, category?: string): string[] {
  const said = builds(sentence, category);
  expect(said.length, sentence).toBeGreaterThan(0);
  for (const s of said) {
    expect(isCopied(s, copyIndex([sentence])), s).toBe(false);
    expect(keys(s).sort(), s).toEqual(keys(sentence).sort());
  }
  return said;
}

describe('a fact recast by its kind', () => {
  it('tells a score as how the game ended', () => {
    const said = expectOwn('청람 유나이티드는 해솔 FC를 3-0으로 꺾었다.');
    expect(said).toContain('청람 유나이티드와 해솔 FC의 경기는 3-0, 청람 유나이티드의 승리로 끝났다.');
    expect(said).toContain('청람 유나이티드가 해솔 FC를 상대로 3-0 스코어로 승리를 거뒀다.');
  });

  it('keeps both teams’ names whole when the game is named before them', () => {
    expect(expectOwn('대전 스타즈는 지난 주말 홈구장에서 열린 준결승에서 광주 레이븐스를 2-1로 눌렀다.')).toEqual([
      '지난 주말 홈구장에서 열린 준결승에서 대전 스타즈가 광주 레이븐스를 상대로 2-1 스코어로 승리를 거뒀다.',
    ]);
  });

  it('tells an amount or a price as what it costs', () => {
    expect(expectOwn('버섯 덮밥 세트는 9천 원이다.', '맛집')).toEqual(['버섯 덮밥 세트를 주문하려면 9천 원이 든다.']);
    expect(expectOwn('전시 관람료는 1인당 8천 원이다.')).toEqual(['전시 관람료로 1인당 8천 원을 내야 한다.']);
    expect(expectOwn('초등학생 이하 어린이는 무료다.')).toEqual(['초등학생 이하 어린이는 따로 돈을 내지 않아도 된다.']);
    // "가격은" alone says whose price only with the sentence before it: not recast.
    expect(builds('가격은 한 벌에 6만 원이다.')).toEqual([]);
  });

  it('tells a date as the time the event is set for', () => {
    expect(expectOwn('새 시즌 개막전은 3월 8일 열린다.')).toEqual(['3월 8일에는 새 시즌 개막전이 열린다.']);
    expect(expectOwn('윤다온의 복귀전은 14일로 예정돼 있다.').sort()).toEqual([
      '14일에는 윤다온의 복귀전이 예정돼 있다.',
      '14일에는 윤다온의 복귀전이 잡혀 있다.',
    ]);
  });

  it('tells a count as the thing counted', () => {
    expect(expectOwn('올해 문을 연 분점은 모두 7곳이다.')).toEqual(['올해 문을 연 분점을 세어 보면 모두 7곳이다.']);
    expect(expectOwn('한빛식품은 이번 행사에 자원봉사자 40명을 보냈다.')).toEqual([
      '한빛식품이 이번 행사에 보낸 자원봉사자는 40명이었다.',
    ]);
    expect(expectOwn('이날 윤다온은 모두 88개의 공을 던졌다.')).toEqual(['이날 윤다온이 던진 공은 모두 88개였다.']);
    expect(expectOwn('개막 첫날 박람회장에 3만 2천 명이 몰렸다.')).toEqual([
      '개막 첫날 박람회장에 몰린 사람은 3만 2천 명이었다.',
    ]);
  });

  it('tells a ratio or a change as its size', () => {
    expect(expectOwn('가온제약의 주가는 발표 뒤 사흘 동안 12% 올랐다.')).toEqual([
      '가온제약의 주가가 발표 뒤 사흘 동안 오른 폭은 12%였다.',
    ]);
  });

  it('tells a record and a rank as someone’s standing', () => {
    expect(expectOwn('최윤재는 올 시즌 9승 3패를 기록하며 리그 다승 2위에 올라 있다.')).toEqual([
      '올 시즌 최윤재의 성적은 9승 3패로, 리그 다승 2위다.',
    ]);
    expect(expectOwn('바람구단은 현재 41승 30패로 리그 3위를 달리고 있다.')).toEqual([
      '바람구단의 현재 성적은 41승 30패로 리그 3위다.',
    ]);
  });

  it('tells a span as how long something has lasted', () => {
    expect(expectOwn('조은별의 어머니는 시장에서 20년 넘게 떡집을 운영했다.')).toEqual([
      '조은별의 어머니가 시장에서 떡집을 운영한 세월은 20년이 넘는다.',
    ]);
  });

  it('leaves a threshold and a span inside a clause as they are', () => {
    expect(builds('윤다온은 그중 여섯 시즌에서 150이닝을 넘겼다.')).toEqual([]);
    // A record is told as one (below), never as "기록한 1승은 1패".
    expect(builds('윤다온은 올 시즌 바람구단을 상대로 1승 1패를 기록했다.')).toEqual([
      '올 시즌 바람구단을 상대로 한 윤다온의 성적은 1승 1패였다.',
    ]);
    expect(builds('가온제약은 5년 동안 약을 공급하는 계약을 맺었다.')).toEqual([]);
  });
});

describe('a fact with no figure told as what was done', () => {
  /** The sentence told as what its subject did, checked against itself as its only source. */
  const done = (sentence: string) => {
    const index = copyIndex([sentence]);
    const said = toldAsDone(sentence, (text) => isCopied(text, index));
    if (said) expect(isCopied(said, index), said).toBe(false);
    return said;
  };

  it('ends on the thing done, the subject opening the sentence', () => {
    expect(
      done('진서율은 촬영 전 한 법률사무소에서 일주일 동안 서류 정리를 도우며 변호사들의 말투와 습관을 익혔다.'),
    ).toBe('진서율이 촬영 전 한 법률사무소에서 일주일 동안 서류 정리를 도우며 익힌 것은 변호사들의 말투와 습관이었다.');
    expect(done('한소율의 강한 서브가 상대 리시브를 뚫었다.')).toBe('한소율의 강한 서브가 뚫은 것은 상대 리시브였다.');
    expect(done('제작진은 낡은 대합실 의자와 매표 창구를 되살렸다.')).toBe(
      '제작진이 되살린 것은 낡은 대합실 의자와 매표 창구였다.',
    );
  });

  it('tells a plan or an act going on with its adverb kept by the verb', () => {
    expect(done('회사 측은 내년 상반기 중 대용량 고객을 대상으로 수요 관리 컨설팅을 무료로 제공하기로 했다.')).toBe(
      '회사 측이 내년 상반기 중 대용량 고객을 대상으로 무료로 제공하기로 한 것은 수요 관리 컨설팅이다.',
    );
    expect(done('그동안 수도권 출발 상품만 팔던 대형 여행사들이 백련 출발 패키지를 잇따라 내놓고 있다.')).toBe(
      '그동안 수도권 출발 상품만 팔던 대형 여행사들이 잇따라 내놓고 있는 것은 백련 출발 패키지다.',
    );
  });

  it('leaves a clause alone when the object cannot be told apart or the verb would read as another', () => {
    // "선로" ends in 로: whether it closes a phrase or is a noun of the object is not guessed.
    expect(done('강도윤은 실제 철도 역무원에게 두 달 동안 신호 수기와 선로 점검 방법을 배웠다.')).toBeUndefined();
    // "판매를 시작한다" → "시작하는 것은 판매다": an act begun or ended is no thing done.
    expect(done('한결모터스는 서울 성수동에서 신차 발표회를 열고 노을의 판매를 시작한다.')).toBeUndefined();
    expect(done('류건호는 어린 시절 아버지와 함께 공터에서 야구를 시작했다.')).toBeUndefined();
    // "시민들을 맞았다" → "맞은 것은" reads as being hit.
    expect(done("은포시의 새 도서관인 '물결도서관'이 26일 개관식을 열고 시민들을 맞았다.")).toBeUndefined();
    // What was said stays a report, and two facts joined by "…면" are two facts.
    expect(done('제작사 측은 해외 판매 계획을 밝혔다.')).toBeUndefined();
    expect(done('군은 방송이 끝나면 제작진이 남긴 소품을 전시한다.')).toBeUndefined();
    // "흐름은" is the clause's topic, not a word of the object.
    expect(done('주가 흐름은 실적을 따라가고 있다.')).toBeUndefined();
    // "두 회사는", "그는" lean on the sentence before: moved, the referrer could no longer resolve them.
    expect(done('두 회사는 공동 판매 계약을 맺었다.')).toBeUndefined();
    expect(done('그는 해외 판매 협상을 이끌었다.')).toBeUndefined();
  });

  it('never takes a verb that leads to the act ("올라", "불러") for a word of the object', () => {
    // "언덕에 올라 깃발을 꽂았다": the answer is the flag, never "올라 깃발".
    const said = done('선수들은 경기 뒤 언덕에 올라 깃발을 꽂았다.');
    expect(said ?? '').not.toContain('올라 깃발');
    expect(done('아이들은 노래를 부른 뒤 친구를 불러 과자를 나눴다.') ?? '').not.toContain('불러 과자');
  });
});

describe('a figure told as what someone did or what a thing has (ADR 075)', () => {
  it('tells a thing defined by what its doer did as the doer’s act', () => {
    expect(expectOwn('2019년 세워진 해오름랩이 지금까지 유치한 투자금은 약 120억 원이다.')).toContain(
      '2019년 세워진 해오름랩은 지금까지 약 120억 원의 투자금을 유치했다.',
    );
    // A 하다 word that describes ("필요한") takes no object: never "…을 필요했다".
    expect(builds('공장이 새로 필요한 인력은 50명이다.').join(' ')).not.toMatch(/필요했다/);
  });

  it('tells what a thing has with its figure as said of the thing, compressed to the figure', () => {
    expect(expectOwn('드론 한 대의 무게는 약 3kg으로, 노트북 두 대 정도다.')).toContain(
      '드론 한 대는 무게가 약 3kg이다.',
    );
    expect(expectOwn('새 매장의 넓이는 약 300평이다.')).toContain('새 매장은 넓이가 약 300평이다.');
    // "두 회사의": an owner that leans on a sentence before is left to the restatement.
    expect(builds('두 회사의 매출은 5조 원이다.').join(' ')).not.toMatch(/두 회사는 매출이/);
  });
});

describe('verb forms for a recast', () => {
  it('finds the stem of a plain past and its adnominal', () => {
    const adnominal = (past: string) => {
      const stem = pastStem(past);
      return stem ? pastAdnominal(stem) : undefined;
    };
    expect(
      ['던졌다', '받았다', '팔았다', '모았다', '거뒀다', '올랐다', '썼다', '운영했다', '열었다'].map(adnominal),
    ).toEqual(['던진', '받은', '판', '모은', '거둔', '오른', '쓴', '운영한', '연']);
    // 듣다/들다 and 걷다/걸다 read alike in the past: not guessed.
    expect(pastStem('들었다')).toBeUndefined();
  });

  it('turns a present verb into the form that modifies a noun', () => {
    expect(['쓴다', '받는다', '판다', '만든다', '운행한다'].map(presentAdnominal)).toEqual([
      '쓰는',
      '받는',
      '파는',
      '만드는',
      '운행하는',
    ]);
  });
});

describe('a figure after a verb of joining (session 16)', () => {
  it('keeps "합쳐 마련한" together: never "마련한 … 합쳐는 48억 원"', () => {
    for (const seed of ['a', 'b', 'c']) {
      const said = recast(
        '시는 올해 추가경정예산과 내년 본예산을 합쳐 48억 원을 마련했다.',
        createRandom(seed),
        () => false,
        '경제',
      );
      expect(said ?? '', seed).not.toMatch(/합쳐는|마련한 내년/);
    }
  });
});
