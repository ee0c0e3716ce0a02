import { ProjectListPage } from '../shared/ProjectListPage';

/** projectMgt/projectList: every project, with filters, sorting and the management actions. */
export default function ProjectListRoute() {
  return <ProjectListPage kind="admin" />;
}
