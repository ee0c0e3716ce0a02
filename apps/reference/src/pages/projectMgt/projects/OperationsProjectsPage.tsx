import { useOperation } from '@backoffice/console-ui';
import { ProjectScopeProvider } from '../scope/ProjectScopeProvider';
import { ADMIN_SCOPE, MY_SCOPE } from '../scope/scopes';
import { ProjectListPage } from './ProjectListPage';

/**
 * The operations view of the projects (operation/admin, route ProjectList): every project with CSV export for
 * staff holding project:list; operations users without it (moderators, clients) see their own projects there.
 */
export function OperationsProjectsPage() {
  const canListAll = useOperation('project:list');
  return (
    <ProjectScopeProvider scope={canListAll ? ADMIN_SCOPE : MY_SCOPE}>
      <ProjectListPage view="operations" />
    </ProjectScopeProvider>
  );
}
