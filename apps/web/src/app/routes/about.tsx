import {
  ArrowRight,
  BellRing,
  Check,
  Clapperboard,
  ClipboardCopy,
  Crown,
  FileDown,
  Image,
  Library,
  Link2,
  Newspaper,
  PenLine,
  Search,
  Send,
  Sparkles,
  Users,
  Volume2,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import styles from './about.module.css';

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Search,
    title: '키워드 고르기',
    text: '관심사에 맞춰 지금 뜨는 뉴스 키워드를 추천해 드려요. 마음에 드는 하나만 고르면 돼요.',
  },
  {
    icon: Newspaper,
    title: '뉴스 요약',
    text: '여러 언론사의 기사를 모아 핵심만 간추려요. 출처도 빠짐없이 함께 정리해요.',
  },
  { icon: Image, title: '이미지 추천', text: '글 흐름에 어울리는 대표 이미지 세 장을 골라 알맞은 자리에 배치해요.' },
  {
    icon: PenLine,
    title: '블로그 글 완성',
    text: '제목과 소제목, 본문, 추천 상품까지 갖춘 읽기 좋은 글을 AI가 써 드려요.',
  },
  {
    icon: ClipboardCopy,
    title: '복사하고 올리기',
    text: '서식을 그대로 살려 복사하거나 PDF로 내려받아, 쓰던 블로그에 바로 올려요.',
  },
];

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Sparkles,
    title: '관심사 맞춤 추천',
    text: '연예부터 맛집까지 아홉 분야 중 고른 관심사를 먼저 보여 드려요. 오늘 쓸 글감을 찾느라 헤매지 않아도 돼요.',
  },
  {
    icon: Newspaper,
    title: '사실에 기반한 글',
    text: '모든 문장은 실제 기사에서 출발해요. 원문 링크를 함께 달아 독자가 직접 확인할 수 있어요.',
  },
  {
    icon: ClipboardCopy,
    title: '서식 그대로 복사',
    text: '제목, 목록, 이미지가 살아 있는 상태로 복사돼요. 블로그 편집기에 붙여 넣기만 하면 끝이에요.',
  },
  {
    icon: FileDown,
    title: 'PDF 내려받기',
    text: '한글 글꼴을 넣은 PDF로 저장해 두고, 검토하거나 팀과 나눌 때 편하게 쓰세요.',
  },
];

const TEAM = [
  {
    name: '김하늘',
    role: '기획 · 디자인',
    text: '바쁜 크리에이터가 글감 앞에서 막막하지 않도록, 처음부터 끝까지 쓰는 흐름을 설계했어요.',
  },
  {
    name: '이준서',
    role: '개발 · AI',
    text: '뉴스 수집부터 글 생성, PDF까지 이어지는 엔진을 만들고 빠르고 안정적으로 다듬고 있어요.',
  },
];

const STACK = [
  'React',
  'TypeScript',
  'Vite',
  'TanStack Query',
  'Fastify',
  'PostgreSQL',
  'Drizzle ORM',
  'OpenAI 호환 LLM',
];

const AVAILABLE: { icon: LucideIcon; title: string; text: string; where: string; href: string }[] = [
  {
    icon: Send,
    title: '워드프레스 바로 발행',
    text: '연결한 워드프레스에 사진, 태그, 요약까지 담아 올려요. 네이버 블로그와 티스토리는 서식 그대로 복사해 붙여 넣으면 돼요.',
    where: '마이페이지 → 블로그 연동',
    href: paths.mypage.getHref(),
  },
  {
    icon: Clapperboard,
    title: '영상 대본 만들기',
    text: '완성한 글로 45~60초 세로 영상 대본과 자막 파일(SRT)을 만들어요.',
    where: '글 결과 창 → 영상 대본',
    href: paths.home.getHref(),
  },
  {
    icon: Volume2,
    title: '음성으로 듣기',
    text: '완성된 글을 한국어 음성으로 읽어 드리고, 읽는 문장을 짚어 드려요.',
    where: '글 결과 창 → 듣기',
    href: paths.home.getHref(),
  },
  {
    icon: Link2,
    title: '내 주제로 글쓰기',
    text: '쓰고 싶은 주제와 뉴스 링크 몇 개만 넣으면, 기사를 읽고 같은 방식으로 글을 써 드려요. 읽지 못한 링크는 이유를 알려 드려요.',
    where: '내 주제로 글쓰기',
    href: paths.blogWrite.getHref(),
  },
  {
    icon: Newspaper,
    title: '오늘의 뉴스 브리핑',
    text: '오늘 모인 소식을 분야별로 핵심 문장과 수치, 출처까지 정리해요. 마음에 드는 소식은 바로 글로 만들 수 있어요.',
    where: '뉴스 브리핑',
    href: paths.newsSummary.getHref(),
  },
  {
    icon: Library,
    title: '내 글 보관함',
    text: '만든 글을 카드로 모아 보고, 제목이나 키워드로 찾고, 편집함·발행함 상태와 분야, 기간으로 골라 봐요.',
    where: '내 글 보관함',
    href: paths.blogList.getHref(),
  },
];

const PLANS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Users, title: '커뮤니티', text: '다른 크리에이터와 글감과 노하우를 나눠요.' },
  { icon: Crown, title: '프리미엄 플랜', text: '더 많은 생성과 긴 글, 우선 처리를 제공할 예정이에요.' },
];

function StartButton() {
  return (
    <Link to={paths.home.getHref()} className={buttonClassName({ size: 'lg' })}>
      지금 시작하기
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}

export function AboutRoute() {
  return (
    <div className={styles.page}>
      <title>글감 소개 | 글감</title>
      <section className={styles.hero} aria-labelledby="about-title">
        <h1 id="about-title" className={styles.eyebrow}>
          글감 소개
        </h1>
        <p className={styles.heroTitle}>
          오늘의 뉴스가
          <br />
          나의 블로그 글이 되기까지, 단 5분
        </p>
        <p className={styles.heroText}>
          글감은 지금 화제인 뉴스를 골라 요약하고, 어울리는 이미지와 추천 상품까지 담아 한 편의 블로그 글로 완성해
          드려요. 무엇을 쓸지 고민하는 시간은 줄이고, 나만의 이야기를 더하는 데 집중하세요.
        </p>
        <StartButton />
      </section>

      <section className={styles.section} aria-labelledby="about-overview">
        <h2 id="about-overview" className={styles.sectionTitle}>
          글감은 이런 서비스예요
        </h2>
        <p className={styles.lead}>
          매일 블로그를 채워야 하는 블로거, 마케터, 콘텐츠 크리에이터를 위해 만들었어요. 키워드 하나만 고르면 뉴스
          조사부터 초안 작성까지 번거로운 과정을 글감이 대신해요. 여러분은 완성된 글을 읽고, 다듬고, 올리기만 하면 돼요.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="about-flow">
        <h2 id="about-flow" className={styles.sectionTitle}>
          다섯 단계면 충분해요
        </h2>
        <ol className={styles.steps}>
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className={styles.step}>
              <span className={styles.stepNumber}>{index + 1}</span>
              <Icon className={styles.stepIcon} aria-hidden="true" />
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={styles.cardText}>{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="about-features">
        <h2 id="about-features" className={styles.sectionTitle}>
          글감이 특별한 이유
        </h2>
        <ul role="list" className={styles.features}>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.card}>
              <Icon className={styles.cardIcon} aria-hidden="true" />
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={styles.cardText}>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-team">
        <h2 id="about-team" className={styles.sectionTitle}>
          만든 사람들
        </h2>
        <ul role="list" className={styles.team}>
          {TEAM.map((member) => (
            <li key={member.name} className={styles.card}>
              <span className={styles.avatar} aria-hidden="true">
                {member.name.slice(0, 1)}
              </span>
              <h3 className={styles.cardTitle}>{member.name}</h3>
              <p className={styles.role}>{member.role}</p>
              <p className={styles.cardText}>{member.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-stack">
        <h2 id="about-stack" className={styles.sectionTitle}>
          이런 기술로 만들었어요
        </h2>
        <ul role="list" className={styles.badges}>
          {STACK.map((name) => (
            <li key={name} className={styles.badge}>
              {name}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-new">
        <h2 id="about-new" className={styles.sectionTitle}>
          새로 쓸 수 있어요
        </h2>
        <ul role="list" className={styles.plans}>
          {AVAILABLE.map(({ icon: Icon, title, text, where, href }) => (
            <li key={title} className={styles.card}>
              <span className={styles.ready}>
                <Check aria-hidden="true" />
                지금 사용 가능
              </span>
              <Icon className={styles.cardIcon} aria-hidden="true" />
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={styles.cardText}>{text}</p>
              <Link to={href} className={styles.where}>
                {where}
                <ArrowRight aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-plans">
        <h2 id="about-plans" className={styles.sectionTitle}>
          앞으로 이런 기능이 찾아와요
        </h2>
        <ul role="list" className={styles.plans}>
          {PLANS.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.card}>
              <span className={styles.soon}>
                <BellRing aria-hidden="true" />
                준비 중
              </span>
              <Icon className={styles.cardIcon} aria-hidden="true" />
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={styles.cardText}>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.cta} aria-labelledby="about-cta">
        <h2 id="about-cta" className={styles.ctaTitle}>
          오늘 쓸 글, 글감에서 찾아보세요
        </h2>
        <p className={styles.ctaText}>로그인하고 관심사만 고르면 바로 시작할 수 있어요.</p>
        <StartButton />
      </section>
    </div>
  );
}
