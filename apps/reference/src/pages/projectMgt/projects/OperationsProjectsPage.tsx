import { ProjectScopeProvider } from '../scope/ProjectScopeProvider';
import { useOperationsScope } from '../scope/useOperationsScope';
import { ProjectListPage } from './ProjectListPage';

/**
 * The operations view of the projects (operation/admin, route ProjectList): every project with CSV export for
 * staff holding project:list; operations users without it (moderators, clients) see their own projects there.
 * Detail opens the read-only project page of the Operation menu (operation/projectView).
 */
export function OperationsProjectsPage() {
  return (
    <ProjectScopeProvider scope={useOperationsScope()}>
      <ProjectListPage view="operations" />
    </ProjectScopeProvider>
  );
}
