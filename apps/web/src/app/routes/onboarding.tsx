import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { OnboardingForm } from '../../features/account/components/onboarding-form.tsx';

export function OnboardingRoute() {
  return (
    <PageContainer width="narrow">
      <PageHeader title="환영해요!" description="관심 있는 분야를 고르면 딱 맞는 키워드를 추천해 드려요." />
      <OnboardingForm />
    </PageContainer>
  );
}
