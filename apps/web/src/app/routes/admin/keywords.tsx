import { AdminKeywords } from '../../../features/admin-keywords/components/admin-keywords.tsx';

export function AdminKeywordsRoute() {
  return <AdminKeywords />;
}
