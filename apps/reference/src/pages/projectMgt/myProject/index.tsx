import { ProjectPage } from '../projects/ProjectPage';
import { ProjectScopeProvider } from '../scope/ProjectScopeProvider';
import { MY_SCOPE } from '../scope/scopes';

/** Menu routes CreateMyProject, ProjectMyEdit (?id=) and ProjectMyDetail (?id=): one project page over the 'my' API. */
export default function MyProjectRoute() {
  return (
    <ProjectScopeProvider scope={MY_SCOPE}>
      <ProjectPage />
    </ProjectScopeProvider>
  );
}
