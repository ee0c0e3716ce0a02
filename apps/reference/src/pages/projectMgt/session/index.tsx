import { SessionPage } from '../sessions/SessionPage';
import { ProjectScopeProvider } from '../scope/ProjectScopeProvider';
import { ADMIN_SCOPE } from '../scope/scopes';

/** Menu routes SessionDetail (?id=) and SessionEdit (?id=): one session page over the full API. */
export default function SessionRoute() {
  return (
    <ProjectScopeProvider scope={ADMIN_SCOPE}>
      <SessionPage />
    </ProjectScopeProvider>
  );
}
