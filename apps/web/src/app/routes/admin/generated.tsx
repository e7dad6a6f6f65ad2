import { AdminGenerated } from '../../../features/admin-generated/components/admin-generated.tsx';

export function AdminGeneratedRoute() {
  return <AdminGenerated />;
}
