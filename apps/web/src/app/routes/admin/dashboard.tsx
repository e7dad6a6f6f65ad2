import { AdminDashboard } from '../../../features/admin-dashboard/components/admin-dashboard.tsx';

export function AdminDashboardRoute() {
  return <AdminDashboard />;
}
