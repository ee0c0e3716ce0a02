import { StaffList } from '../../staff-shared/StaffList';

/** ModeratorList: the shared staff list fixed to moderator accounts. */
export default function ModeratorListPage() {
  return <StaffList type="moderator" />;
}
