import { SessionPage } from '../../projectMgt/sessions/SessionPage';
import { ProjectScopeProvider } from '../../projectMgt/scope/ProjectScopeProvider';
import { useOperationsScope } from '../../projectMgt/scope/useOperationsScope';

/** operation/sessionView (route OperationSessionDetail, ?id=): a session read-only, opened from a project of the Operation list. */
export default function OperationSessionRoute() {
  return (
    <ProjectScopeProvider scope={useOperationsScope()}>
      <SessionPage />
    </ProjectScopeProvider>
  );
}
