import { ProjectPage } from '../projects/ProjectPage';
import { ProjectScopeProvider } from '../scope/ProjectScopeProvider';
import { ADMIN_SCOPE } from '../scope/scopes';

/** Menu routes CreateProject, ProjectEdit (?id=) and ProjectDetail (?id=): one project page over the full API. */
export default function ProjectRoute() {
  return (
    <ProjectScopeProvider scope={ADMIN_SCOPE}>
      <ProjectPage />
    </ProjectScopeProvider>
  );
}
