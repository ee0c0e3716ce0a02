import { SessionPage } from '../shared/SessionPage';

/** projectMgt/mySession: sessionMyDetail?id= and sessionMyEdit?id=, through the 'my' API. */
export default function MySessionRoute() {
  return <SessionPage mode="my" />;
}
