import { StaffList } from '../../staff-shared/StaffList';

/** AdminList: the shared staff list fixed to admin accounts. */
export default function AdminListPage() {
  return <StaffList type="admin" />;
}
