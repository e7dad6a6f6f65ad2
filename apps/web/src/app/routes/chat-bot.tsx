import { PageContainer } from '../../components/ui/page-container.tsx';
import { SignedOutPanel } from '../../components/ui/signed-out-panel.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RewriteAssistant } from '../../features/posts/components/rewrite-assistant.tsx';
import { useAccessToken } from '../../lib/use-auth-tokens.ts';

/** The writing assistant for one of the member's posts (issue 30): each turn rewrites a part into a new version. */
export function ChatBotRoute() {
  const accessToken = useAccessToken();
  return (
    <PageContainer>
      <PageHeader
        title="글감 챗봇"
        description="내 글 하나를 골라 부분마다 다시 쓰기를 맡겨 보세요. 한 번 고칠 때마다 새 버전이 생기고, 마음에 드는 버전을 대표로 둘 수 있어요."
      />
      {accessToken ? (
        <RewriteAssistant />
      ) : (
        <SignedOutPanel>로그인하면 내가 만든 글을 골라 챗봇과 함께 다듬을 수 있어요.</SignedOutPanel>
      )}
    </PageContainer>
  );
}
