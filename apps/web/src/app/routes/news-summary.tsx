import type { BriefingStory } from '@geulgam/contracts';
import { RotateCw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { paths } from '../../config/paths.ts';
import { useBriefing } from '../../features/briefing/api/get-briefing.ts';
import { BriefingSections } from '../../features/briefing/components/briefing-sections.tsx';
import { getAccessToken, rememberPendingKeyword } from '../../lib/storage.ts';
import styles from './news-summary.module.css';

const longDate = (date: string) =>
  new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric', weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const clock = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Seoul' }).format(
    new Date(iso),
  );

/** Today's briefing (ADR 038): the day's stories by category, told from the articles, for everyone. */
export function NewsSummaryRoute() {
  const navigate = useNavigate();
  const briefing = useBriefing();

  // The home page writes a remembered keyword's post as soon as a member is there (after signing in, for a visitor).
  const write = (story: BriefingStory) => {
    rememberPendingKeyword({ id: story.keyword_id, title: story.title });
    void navigate(getAccessToken() ? paths.home.getHref() : paths.login.getHref());
  };

  const data = briefing.data;
  const storyCount = data?.sections.reduce((sum, section) => sum + section.stories.length, 0) ?? 0;
  return (
    <PageContainer>
      <PageHeader
        title="오늘의 뉴스 브리핑"
        documentTitle="뉴스 브리핑"
        description={
          data
            ? `${longDate(data.date)}, 분야별로 모은 소식 ${storyCount}건을 핵심 문장과 수치로 정리했어요.`
            : '오늘 모인 소식을 분야별로 핵심 문장과 수치, 출처와 함께 정리했어요.'
        }
      />
      {briefing.isPending ? <PageLoading label="오늘의 소식을 모으고 있어요…" /> : null}
      {briefing.isError ? (
        <div className={styles.problem}>
          <Notice tone="error">브리핑을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</Notice>
          <Button variant="secondary" onClick={() => void briefing.refetch()}>
            <RotateCw aria-hidden="true" />
            다시 불러오기
          </Button>
        </div>
      ) : null}
      {data && data.sections.length === 0 ? (
        <EmptyState title="아직 오늘 모인 소식이 없어요">
          뉴스는 정해진 시간마다 모아요. 조금 뒤에 다시 들러 주세요.
        </EmptyState>
      ) : null}
      {data && data.sections.length > 0 ? (
        <>
          {data.updated_at ? (
            <p className={styles.updated}>
              마지막 소식 <time dateTime={data.updated_at}>{clock(data.updated_at)}</time> · 문장과 수치는 기사에서
              그대로 가져왔어요
            </p>
          ) : null}
          <BriefingSections sections={data.sections} onWrite={write} />
        </>
      ) : null}
    </PageContainer>
  );
}
