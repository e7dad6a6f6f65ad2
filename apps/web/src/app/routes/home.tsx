import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useGenerationFlow } from '../../features/generation/components/use-generation-flow.ts';
import { KeywordGrid } from '../../features/keywords/components/keyword-grid.tsx';
import { invalidateMyPosts } from '../../features/my-posts/api/my-posts-keys.ts';
import { LazyPostEditor } from '../post-editor.ts';

// The result modal (typing, sanitizer, PDF and clipboard code) loads with the first generation.
const ResultModal = lazy(() =>
  import('../../features/generation/components/result-modal.tsx').then((m) => ({ default: m.ResultModal })),
);

export function HomeRoute() {
  const queryClient = useQueryClient();
  // A new post, or a new copy count, shows on My page.
  const refreshMyPosts = useCallback(() => invalidateMyPosts(queryClient), [queryClient]);
  const generation = useGenerationFlow({ onGenerated: refreshMyPosts });
  const { result } = generation;

  return (
    <PageContainer>
      <PageHeader
        eyebrow={<BrandLogo size="lg" />}
        title="오늘의 추천 키워드"
        description="관심사에 맞춘 키워드를 골라 보세요. 뉴스 요약부터 이미지, 추천 상품까지 담긴 블로그 글을 만들어 드려요."
      />
      <KeywordGrid
        busyId={generation.runningId}
        generatedIds={generation.generatedIds}
        onPick={generation.start}
        message={generation.message}
      />
      {result ? (
        <Suspense fallback={null}>
          <ResultModal
            key={result.attempt}
            keywordTitle={result.keyword.title}
            state={result.state}
            onClose={generation.close}
            onRegenerate={(options) => generation.start(result.keyword, options)}
            regenerating={generation.runningId !== null}
            onCopyRecorded={refreshMyPosts}
            Editor={LazyPostEditor}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
