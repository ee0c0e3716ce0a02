import { ProjectPage } from '../../projectMgt/projects/ProjectPage';
import { ProjectScopeProvider } from '../../projectMgt/scope/ProjectScopeProvider';
import { useOperationsScope } from '../../projectMgt/scope/useOperationsScope';

/** operation/projectView (route OperationProjectDetail, ?id=): a project read-only, as the Operation list's Detail opens it. */
export default function OperationProjectRoute() {
  return (
    <ProjectScopeProvider scope={useOperationsScope()}>
      <ProjectPage />
    </ProjectScopeProvider>
  );
}
