import { ProjectPage } from '../shared/ProjectPage';

/** projectMgt/myProject: createMyProject, projectMyEdit?id= and projectMyDetail?id=, through the 'my' API. */
export default function MyProjectRoute() {
  return <ProjectPage mode="my" />;
}
