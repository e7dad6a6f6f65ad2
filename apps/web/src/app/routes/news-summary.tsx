import { Newspaper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import panel from '../../components/ui/panel.module.css';
import styles from './news-summary.module.css';

/** SPEC §9: the placeholder answers after a fake one-second delay. */
export const NEWS_DELAY_MS = 1_000;

const SAMPLE_NEWS = [
  {
    title: '한국은행, 기준금리 동결… "물가 흐름 더 지켜볼 것"',
    summary:
      '한국은행이 기준금리를 현 수준으로 유지했어요. 물가 상승세가 둔화하고 있지만 가계부채와 환율을 함께 살펴야 한다는 판단이에요.',
  },
  {
    title: '가을 여행 수요 급증, 국내 숙박 예약 전년보다 20% 늘어',
    summary:
      '단풍철을 맞아 국내 여행 예약이 크게 늘었어요. 특히 강원과 경북 지역 숙소의 주말 예약이 빠르게 마감되고 있어요.',
  },
];

/** A placeholder AI news summary (SPEC §2): two canned items after a fake delay; no server call. */
export function NewsSummaryRoute() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), NEWS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <PageContainer>
      <PageHeader title="AI 뉴스 요약" description="오늘의 주요 뉴스를 AI가 짧게 정리해 드려요." />
      {ready ? (
        <ul role="list" className={styles.list} aria-label="뉴스 요약">
          {SAMPLE_NEWS.map((item) => (
            <li key={item.title} className={panel.tile}>
              <Newspaper className={styles.icon} aria-hidden="true" />
              <h2 className={styles.title}>{item.title}</h2>
              <p className={styles.summary}>{item.summary}</p>
            </li>
          ))}
        </ul>
      ) : (
        <PageLoading label="뉴스를 요약하고 있어요…" />
      )}
    </PageContainer>
  );
}
