import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routesFor } from './routesFor';

const page = (path: string): RouteObject => ({ path, element: path });
const picked = (routes: RouteObject[], location: string) => matchRoutes(routes, location.split('?')[0] ?? '')?.at(-1)?.route;

describe('routesFor', () => {
  const routes = [page('/dashboard/workplace'), page('/setting/role'), page('/setting/:id'), page('/redirect/:path'), page('*')];

  it("narrows to the route react-router would pick for a literal path, whatever the query's case", () => {
    for (const location of ['/dashboard/workplace', '/setting/role?page=2', '/Setting/Role']) {
      const narrowed = routesFor(routes, location);
      expect(narrowed).toHaveLength(1);
      expect(narrowed[0]).toBe(picked(routes, location));
    }
  });

  it('keeps every route for dynamic, unknown, encoded or trailing-slash paths', () => {
    for (const location of ['/setting/7', '/nowhere', '/redirect/setting', '/setting/r%6Fle', '/setting/role/']) {
      expect(routesFor(routes, location)).toBe(routes);
    }
  });

  it('keeps every route when the list has nested, index, optional or repeated routes', () => {
    const lists: RouteObject[][] = [
      [{ path: '/a', children: [page('b')] }, page('/a/b')],
      [{ index: true, element: 'home' }, page('/a')],
      [page('/a/:b?'), page('/a')],
      [page('/a'), page('/A')],
    ];
    for (const list of lists) expect(routesFor(list, '/a')).toBe(list);
  });
});
