import { ProjectPage } from '../shared/ProjectPage';

/** projectMgt/project: createProject, projectEdit?id= and projectDetail?id= share this page. */
export default function ProjectRoute() {
  return <ProjectPage mode="admin" />;
}
