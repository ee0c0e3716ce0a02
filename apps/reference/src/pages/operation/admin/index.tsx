import { OperationsProjectsPage } from '../../projectMgt/projects/OperationsProjectsPage';

/** operation/admin (route ProjectList): all projects for operations staff, with CSV export; others see their own. */
export default function OperationProjectsRoute() {
  return <OperationsProjectsPage />;
}
