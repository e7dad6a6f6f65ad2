/**
 * The words Korean news names itself and its people with: an outlet's name ends in 일보, 신문, 뉴스…;
 * a reporter is "홍길동 기자"; a section is "경제" or "사회"; a tag before a headline is "[단독]". These are
 * rules of the language of news, not of any page's markup.
 */

/** Endings of Korean outlet names ("한빛일보", "한빛경제", "한빛뉴스"…), as a regular expression source. */
export const OUTLET_ENDING =
  '(?:일보|신문|뉴스|경제|방송|통신|타임스|타임즈|저널|매거진|미디어|투데이|데일리|신보|포스트|헤럴드|스포츠|연예|리포트|닷컴|TV|뉴시스|비즈|Times|News|Daily|Post|Herald)';
/** Titles a reporter's name is followed by ("기자", "특파원"…), as a regular expression source. */
export const REPORTER_TITLE = '(?:기자|특파원|선임기자|전문기자|객원기자|인턴기자|수습기자|논설위원|통신원|편집위원)';

const OUTLET_SHAPED = new RegExp(`^[가-힣A-Za-z0-9&.]{1,12}${OUTLET_ENDING}$`);
const REPORTER_WORD = new RegExp(`(?:^|[\\s(])[가-힣]{0,4}${REPORTER_TITLE}(?:$|[\\s),])`);

/** "한빛일보", "한빛 경제" (spaces ignored): a word shaped like an outlet's name. "경제" alone is not. */
export function looksLikeOutletName(text: string): boolean {
  return OUTLET_SHAPED.test(text.replace(/\s+/g, ''));
}

/** Text that names a reporter ("홍길동 기자", "워싱턴 특파원"): a person, never an outlet. */
export function namesReporter(text: string): boolean {
  return REPORTER_WORD.test(text.trim());
}

const SURNAMES = new Set(
  (
    '김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 전 홍 유 고 문 양 손 배 백 허 남 심 노 하 곽 성 차 주 우 구 ' +
    '민 류 나 진 지 엄 채 원 천 방 공 현 함 변 염 여 추 도 소 석 선 설 마 길 연 위 표 명 기 반 라 왕 금 옥 육 인 맹 제 ' +
    '모 탁 국 어 은 편 용 예 경 봉 사 부 태 목 형 피 두 감 음 빈 동 온 시 범 좌 팽 승 간 상 갈 단 견 당'
  ).split(' '),
);
const COMPOUND_SURNAMES = new Set(['남궁', '제갈', '선우', '황보', '독고', '사공', '서문', '동방']);

/**
 * "홍길동", "김솔", "남궁민수": a word that can be a Korean person's name (a surname, then one to three
 * syllables). Only a guess: "한결" can be an outlet too, so callers use it where a name is expected.
 */
export function mayBePersonName(text: string): boolean {
  const word = text.trim();
  if (!/^[가-힣]{2,5}$/.test(word) || looksLikeOutletName(word)) return false;
  if (COMPOUND_SURNAMES.has(word.slice(0, 2))) return word.length >= 3 && word.length <= 5;
  return SURNAMES.has(word[0]!) && word.length <= 4;
}

/** Sections, desks, page names and headline tags: what a page calls a part of itself, never an outlet. */
const SECTIONS = new Set(
  (
    '정치 경제 사회 국제 세계 문화 연예 스포츠 생활 라이프 라이프스타일 IT 과학 IT과학 IT/과학 테크 오피니언 사설 칼럼 ' +
    '전국 지역 산업 금융 증권 부동산 여행 맛집 패션 뷰티 건강 의료 교육 날씨 환경 노동 북한 포토 사진 영상 동영상 ' +
    '뉴스 기사 전체 전체기사 전체뉴스 최신 최신기사 최신뉴스 주요뉴스 주요기사 많이본뉴스 실시간 속보 단독 종합 ' +
    '홈 메인 야구 축구 골프 농구 배구 e스포츠 드라마 영화 음악 방송 공연 자동차 게임 비즈 비즈니스 인터뷰 기획 특집 ' +
    '이슈 분석 해설 르포 현장 카드뉴스 팩트체크 1보 2보 3보 상보 엔터 연예가 경제일반 사회일반 정치일반 생활경제 ' +
    'news home main sports business economy politics society world culture entertainment tech opinion'
  ).split(' '),
);

/** "경제", "사회 > 사건사고" parts all sections, "[단독]": a section or tag of a page, never an outlet. */
export function isSectionName(text: string): boolean {
  const parts = text
    .replace(/^[[【<〈(]\s*|\s*[\]】>〉)]$/g, '')
    .split(/\s*[>›»/·|]\s*/)
    .map((part) => part.replace(/\s+/g, '').toLowerCase())
    .filter(Boolean);
  return parts.length > 0 && parts.every((part) => SECTIONS.has(part));
}
