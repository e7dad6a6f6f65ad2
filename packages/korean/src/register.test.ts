import { describe, expect, it } from 'vitest';
import { sentenceRegister } from './register.ts';

describe('sentenceRegister', () => {
  it.each([
    ['영업이익이 38% 늘었어요.', 'haeyo'],
    ['이 정도면 꽤 큰 변화죠.', 'haeyo'],
    ['생각보다 줄이 길더라고요!', 'haeyo'],
    ['다음 경기가 더 궁금해지네요 😊', 'haeyo'],
    ['어디서부터 봐야 할까요?', 'haeyo'],
    ['예약은 앱에서 하시면 돼요 (사진=글감일보).', 'haeyo'],
    ['최 대표는 "공급이 부족하다"고 말했어요.', 'haeyo'],
    ['영업이익이 38% 늘었습니다.', 'hamnida'],
    ['무엇이 달라졌을까요? 아니, 무엇이 달라졌습니까?', 'hamnida'],
    ['출처를 꼭 확인하십시오.', 'hamnida'],
    ['관계자는 "행사는 예정대로 열린다"고 전했습니다.', 'hamnida'],
    ['영업이익이 38% 늘었어.', 'banmal'],
    ['이번 시즌 최고의 명승부야!', 'banmal'],
    ['솔직히 이건 좀 놀랍잖아.', 'banmal'],
    ['다음 경기는 더 볼 만할 거야.', 'banmal'],
    ['다들 궁금했지?', 'banmal'],
    ['그래서 준비를 서두르는 거지.', 'banmal'],
    ['요즘 다들 이 얘기만 하더라고, 진짜 분위기가 달라.', 'banmal'],
    ['줄이 길긴 한데 그만한 이유가 있거든.', 'banmal'],
    ['주가는 4.2% 오른 9만 8천 원에 마감했다.', 'plain'],
    ['업계에서는 추가 인상 관측이 나온다.', 'plain'],
    ['"좋은 무대를 보여 드리겠다"고 말했다.', 'plain'],
    ['이번 결정은 과연 옳은가?', 'plain'],
    ['"가동 시기를 석 달 앞당기겠습니다."', 'other'],
    ['최은수 최고재무책임자 "공급 부족 이어진다"', 'other'],
    ['매출 48조 2천억 원, 11% 증가', 'other'],
    ['Hello world.', 'other'],
    ['', 'other'],
  ] as const)('%s → %s', (sentence, register) => {
    expect(sentenceRegister(sentence)).toBe(register);
  });

  it('judges the ending outside quotes, however the quote ends', () => {
    expect(sentenceRegister('감독은 “이겼어요”라고 했다.')).toBe('plain');
    expect(sentenceRegister("팬들은 '역대급'이라고 했어요.")).toBe('haeyo');
    expect(sentenceRegister('관계자는 「다음 달 발표한다」고 밝혔습니다.')).toBe('hamnida');
  });
});

describe('sentenceRegister on the 합쇼체 forms', () => {
  it.each([
    ['함께 지켜봅시다.', 'hamnida'],
    ['천천히 읽어 보십시오.', 'hamnida'],
    ['이 분은 제 어머니다.', 'plain'],
  ] as const)('%s → %s', (sentence, register) => {
    expect(sentenceRegister(sentence)).toBe(register);
  });
});
