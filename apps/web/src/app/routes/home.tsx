import type { KeywordItem } from '@geulgam/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useGenerationFlow } from '../../features/generation/components/use-generation-flow.ts';
import { KeywordGrid } from '../../features/keywords/components/keyword-grid.tsx';
import { getAccessToken, rememberPendingKeyword, takePendingKeyword } from '../../lib/storage.ts';

// The desk (typing, sanitizer, PDF and clipboard code) loads with the first generation.
const LazyGenerationDesk = lazy(() => import('../generation-desk.tsx').then((m) => ({ default: m.GenerationDesk })));

export function HomeRoute() {
  const generation = useGenerationFlow();
  const { result, start } = generation;

  // A visitor who picked a keyword signs in first; back here, that keyword's post is written at once.
  const pick = (keyword: KeywordItem) => {
    if (!getAccessToken()) rememberPendingKeyword(keyword);
    start(keyword);
  };
  useEffect(() => {
    if (!getAccessToken()) return;
    const pending = takePendingKeyword();
    if (pending) start(pending);
  }, [start]);

  return (
    <PageContainer>
      <PageHeader
        title="오늘의 추천 키워드"
        description="관심사에 맞춘 키워드를 골라 보세요. 뉴스 요약부터 이미지, 추천 상품까지 담긴 블로그 글을 만들어 드려요."
      />
      <KeywordGrid
        busyId={generation.runningId}
        generatedIds={generation.generatedIds}
        onPick={pick}
        message={generation.message}
      />
      {result ? (
        <Suspense fallback={null}>
          <LazyGenerationDesk
            key={result.attempt}
            keywordTitle={result.keyword.title}
            state={result.state}
            onClose={generation.close}
            onRegenerate={(request) => generation.start(result.keyword, request)}
            regenerating={generation.runningId !== null}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
