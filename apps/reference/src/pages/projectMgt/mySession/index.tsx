import { SessionPage } from '../sessions/SessionPage';
import { ProjectScopeProvider } from '../scope/ProjectScopeProvider';
import { MY_SCOPE } from '../scope/scopes';

/** Menu routes SessionMyDetail (?id=) and SessionMyEdit (?id=): one session page over the 'my' API. */
export default function MySessionRoute() {
  return (
    <ProjectScopeProvider scope={MY_SCOPE}>
      <SessionPage />
    </ProjectScopeProvider>
  );
}
