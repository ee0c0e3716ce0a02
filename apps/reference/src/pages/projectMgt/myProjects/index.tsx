import { ProjectListPage } from '../shared/ProjectListPage';

/** projectMgt/myProjects: the projects the user is client, moderator or member of. */
export default function MyProjectsRoute() {
  return <ProjectListPage kind="my" />;
}
