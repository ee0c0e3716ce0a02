import { ProjectListPage } from '../projects/ProjectListPage';
import { ProjectScopeProvider } from '../scope/ProjectScopeProvider';
import { ADMIN_SCOPE } from '../scope/scopes';

/** Menu route ProjectMgtList (projectMgt/projectList): every project, with filters, sorting and the management actions. */
export default function ProjectListRoute() {
  return (
    <ProjectScopeProvider scope={ADMIN_SCOPE}>
      <ProjectListPage view="manage" />
    </ProjectScopeProvider>
  );
}
