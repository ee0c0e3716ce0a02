import { StaffList } from '../../staff-shared/StaffList';

/** ClientList: the shared staff list fixed to client accounts. */
export default function ClientListPage() {
  return <StaffList type="client" />;
}
