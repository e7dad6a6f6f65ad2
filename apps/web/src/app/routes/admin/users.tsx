import { AdminUsers } from '../../../features/admin-users/components/admin-users.tsx';

export function AdminUsersRoute() {
  return <AdminUsers />;
}
