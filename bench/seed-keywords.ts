// Seeds the keywords table with a realistic, deterministic set of rows so that
// `GET /api/keywords/` does real database work during the benchmark.
//
//   DATA_DIR=/tmp/x node --import tsx bench/seed-keywords.ts            # PGlite in ${DATA_DIR}/db
//   DATABASE_URL=postgres://… node --import tsx bench/seed-keywords.ts   # PostgreSQL
//
// Idempotent: rows are keyed by story_key and inserted with ON CONFLICT DO NOTHING.
// Env: BENCH_ACTIVE_KEYWORDS (default 200), BENCH_INACTIVE_KEYWORDS (default 20).
import path from 'node:path';
import { and, count, eq, like } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { keywords } from '../apps/api/src/db/schema.ts';

const CATEGORIES = ['연예', '경제', '스포츠', '야구', '드라마', '패션', '자동차', '여행', '맛집'] as const;

const SUBJECTS: Record<(typeof CATEGORIES)[number], string[]> = {
  연예: [
    '아이유 신곡',
    '뉴진스 컴백',
    '방탄소년단 진 전역',
    '임영웅 콘서트',
    '블랙핑크 월드투어',
    '세븐틴 신보',
    '에스파 뮤직비디오',
    '유재석 예능',
  ],
  경제: [
    '기준금리 동결',
    '코스피 반등',
    '원달러 환율',
    '전세 사기 대책',
    '반도체 수출',
    '청년도약계좌',
    '비트코인 시세',
    '부동산 공시가격',
  ],
  스포츠: [
    '손흥민 결승골',
    '김민재 선발',
    '이강인 이적설',
    '안세영 우승',
    '황선우 신기록',
    'K리그 개막',
    '국가대표 평가전',
    '김연경 은퇴',
  ],
  야구: [
    '오타니 홈런',
    '이정후 안타',
    '김하성 복귀',
    'KBO 포스트시즌',
    '류현진 선발',
    'LG 트윈스 우승',
    '기아 타이거즈 연승',
    '신인 드래프트',
  ],
  드라마: [
    '눈물의 여왕 결말',
    '선재 업고 튀어',
    '정년이 시청률',
    '무빙 시즌2',
    '오징어 게임2',
    '더 글로리 후속',
    '흑백요리사 화제',
    '수사반장 1958',
  ],
  패션: [
    '가을 트렌치코트',
    '무신사 세일',
    '올해 유행 컬러',
    '뉴발란스 신상',
    '고프코어 코디',
    '명품 가격 인상',
    '겨울 패딩 추천',
    '니트 레이어드',
  ],
  자동차: [
    '아이오닉 9 출시',
    '쏘렌토 하이브리드',
    '테슬라 가격 인하',
    '전기차 보조금',
    '제네시스 GV80',
    '캐스퍼 일렉트릭',
    '자동차세 개편',
    '중고차 시세',
  ],
  여행: [
    '일본 엔저 여행',
    '제주 항공권 특가',
    '부산 불꽃축제',
    '강릉 가볼 만한 곳',
    '다낭 패키지',
    '유럽 기차 여행',
    '단풍 명소',
    '캠핑장 예약',
  ],
  맛집: [
    '성수동 팝업',
    '흑백요리사 식당',
    '을지로 노포',
    '두바이 초콜릿',
    '연남동 브런치',
    '평양냉면 맛집',
    '제주 흑돼지',
    '편의점 신상 디저트',
  ],
};

const ANGLES = ['총정리', '근황', '화제', '반응', '전망', '논란', '비교', '후기', '꿀팁', '일정', '가격', '순위'];

/** Small deterministic PRNG so every run seeds the same data. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function rows(active: number, inactive: number) {
  const random = mulberry32(20_240_901);
  const now = Date.now();
  const total = active + inactive;
  return Array.from({ length: total }, (_, i) => {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const subjects = SUBJECTS[category];
    const subject = subjects[Math.floor(i / CATEGORIES.length) % subjects.length]!;
    const angle = ANGLES[Math.floor(random() * ANGLES.length)]!;
    return {
      storyKey: `bench-${String(i).padStart(4, '0')}`,
      title: `${subject} ${angle}`,
      category,
      isActive: i < active,
      trendScore: Math.round(random() * 10_000) / 100,
      clickCount: Math.floor(random() ** 2 * 5_000),
      // Spread over the last three days, as hourly ingestion would.
      collectedAt: new Date(now - Math.floor(random() * 72 * 3_600_000)),
    };
  });
}

const active = Number(process.env.BENCH_ACTIVE_KEYWORDS ?? 200);
const inactive = Number(process.env.BENCH_INACTIVE_KEYWORDS ?? 20);
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = databaseUrl ? undefined : path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'db');

const database = await openDatabase({ databaseUrl, pgliteDir });
try {
  const inserted = await database.db
    .insert(keywords)
    .values(rows(active, inactive))
    .onConflictDoNothing({ target: keywords.storyKey })
    .returning({ id: keywords.id });
  const [seeded] = await database.db
    .select({ n: count() })
    .from(keywords)
    .where(and(like(keywords.storyKey, 'bench-%'), eq(keywords.isActive, true)));
  const [all] = await database.db.select({ n: count() }).from(keywords).where(eq(keywords.isActive, true));
  console.log(
    JSON.stringify({
      database: database.kind,
      inserted: inserted.length,
      activeBenchKeywords: seeded?.n ?? 0,
      activeKeywords: all?.n ?? 0,
    }),
  );
} finally {
  await database.close();
}
