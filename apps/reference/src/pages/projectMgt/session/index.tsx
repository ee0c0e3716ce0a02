import { SessionPage } from '../shared/SessionPage';

/** projectMgt/session: sessionDetail?id= and sessionEdit?id= share this page. */
export default function SessionRoute() {
  return <SessionPage mode="admin" />;
}
