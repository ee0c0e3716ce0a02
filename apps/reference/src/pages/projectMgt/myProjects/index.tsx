import { ProjectListPage } from '../projects/ProjectListPage';
import { ProjectScopeProvider } from '../scope/ProjectScopeProvider';
import { MY_SCOPE } from '../scope/scopes';

/** Menu route MyProjects (projectMgt/myProjects): the projects the user is client, moderator or member of. */
export default function MyProjectsRoute() {
  return (
    <ProjectScopeProvider scope={MY_SCOPE}>
      <ProjectListPage view="manage" />
    </ProjectScopeProvider>
  );
}
