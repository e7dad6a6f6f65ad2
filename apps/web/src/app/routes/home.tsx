import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { KeywordGrid } from '../../features/keywords/components/keyword-grid.tsx';

export function HomeRoute() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow={<BrandLogo size="lg" />}
        title="오늘의 추천 키워드"
        description="관심사에 맞춘 키워드를 골라 보세요. 뉴스 요약부터 이미지, 추천 상품까지 담긴 블로그 글을 만들어 드려요."
      />
      <KeywordGrid />
    </PageContainer>
  );
}
