import { CATEGORIES, categorySchema, type Category } from '@geulgam/contracts';

/** Words that point to a category; a count of hits decides when the feed gives no category. */
const CATEGORY_TERMS: Record<Category, string[]> = {
  연예: [
    '아이돌',
    '가수',
    '배우',
    '콘서트',
    '앨범',
    '컴백',
    '팬',
    '예능',
    '무대',
    '소속사',
    '데뷔',
    '음원',
    '공연',
    '팬미팅',
    '시상식',
  ],
  경제: [
    '금리',
    '주가',
    '증시',
    '코스피',
    '환율',
    '수출',
    '매출',
    '영업이익',
    '투자',
    '기업',
    '시장',
    '물가',
    '은행',
    '실적',
    '부동산',
    '반도체',
  ],
  스포츠: [
    '축구',
    '농구',
    '배구',
    '골프',
    '테니스',
    '올림픽',
    '경기',
    '선수',
    '감독',
    '리그',
    '득점',
    '우승',
    '국가대표',
    '마라톤',
    '수영',
  ],
  야구: [
    '야구',
    '투수',
    '타자',
    '홈런',
    '이닝',
    '타율',
    '마운드',
    '포스트시즌',
    'KBO',
    '구단',
    '안타',
    '삼진',
    '불펜',
    '선발',
  ],
  드라마: [
    '드라마',
    '시청률',
    '방영',
    '회차',
    '주연',
    '극본',
    '연출',
    '첫 방송',
    '종영',
    '시즌',
    '넷플릭스',
    '편성',
    'OTT',
    '촬영',
  ],
  패션: [
    '패션',
    '컬렉션',
    '브랜드',
    '디자이너',
    '런웨이',
    '의류',
    '스타일',
    '트렌드',
    '코디',
    '패션위크',
    '신발',
    '가방',
    '니트',
    '코트',
  ],
  자동차: [
    '자동차',
    '전기차',
    '신차',
    '주행',
    '배터리',
    '충전',
    'SUV',
    '세단',
    '하이브리드',
    '엔진',
    '출시',
    '완성차',
    '자율주행',
    '연비',
  ],
  여행: [
    '여행',
    '관광',
    '항공',
    '숙소',
    '호텔',
    '여행객',
    '축제',
    '명소',
    '휴가',
    '여행지',
    '해외여행',
    '관광객',
    '투어',
    '섬',
  ],
  맛집: [
    '맛집',
    '식당',
    '메뉴',
    '셰프',
    '요리',
    '음식',
    '카페',
    '디저트',
    '레스토랑',
    '미식',
    '빵',
    '국밥',
    '한식',
    '오픈런',
  ],
};

export function categoryFromHint(hint: string | null | undefined): Category | null {
  const parsed = categorySchema.safeParse(hint?.trim());
  return parsed.success ? parsed.data : null;
}

/** The feed's category when it names one of ours, else the category whose words appear most. */
export function classifyArticle(input: { title: string; body: string; hint?: string | null }): Category {
  const fromHint = categoryFromHint(input.hint);
  if (fromHint) return fromHint;
  const text = `${input.title} ${input.title} ${input.body}`;
  let best: Category = CATEGORIES[1];
  let bestScore = 0;
  for (const category of CATEGORIES) {
    const score = CATEGORY_TERMS[category].reduce((sum, term) => sum + (text.split(term).length - 1), 0);
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}
