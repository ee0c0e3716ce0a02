import { ProjectListPage } from '../../projectMgt/shared/ProjectListPage';

/** operation/admin (route ProjectList): all projects for operations staff, with CSV export; others see their own. */
export default function OperationProjectsRoute() {
  return <ProjectListPage kind="operations" />;
}
