import type { Category } from '@geulgam/contracts';

/** Section headings for a post about `keyword`; the writer fills them in this order. */
export function buildOutline(keyword: string, category: Category): string[] {
  const closing: Record<Category, string> = {
    연예: '팬들이 기대하는 다음 이야기',
    경제: '내 지갑과 시장에 미칠 영향',
    스포츠: '다음 경기에서 지켜볼 점',
    야구: '남은 시즌에서 지켜볼 점',
    드라마: '다음 회차를 기다리며',
    패션: '이번 시즌 스타일에 담아 보기',
    자동차: '차를 고르는 분들이 눈여겨볼 점',
    여행: '떠나기 전에 챙겨 볼 것들',
    맛집: '찾아가기 전에 알아 두면 좋은 점',
  };
  return [
    `${keyword}, 무슨 일이 있었나요?`,
    '숫자로 짚어 보는 핵심',
    '현장과 관계자들의 이야기',
    '왜 이렇게 주목받고 있을까요?',
    closing[category],
  ];
}
