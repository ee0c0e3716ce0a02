// The packages' READMEs state some defaults in words ("forceAdminRole, default false"); another team builds on
// them without asking us. Each stated default is read from the README and compared with what the code does
// when the option is left out, so the words cannot drift from the types again.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createSessionStore, firstPermittedRoute, type RouteRecord } from '../packages/console-core/src/index';

const root = resolve(import.meta.dirname, '..');
const coreReadme = readFileSync(resolve(root, 'packages/console-core/README.md'), 'utf8');

/** The value the README states after `<pattern>`, or a failure naming what is missing. */
function stated(readme: string, pattern: RegExp): string {
  const found = pattern.exec(readme)?.[1];
  if (found === undefined) throw new Error(`the README no longer states ${String(pattern)}`);
  return found;
}

describe("console-core README's stated defaults", () => {
  it('forceAdminRole: the role a session gets without the option', async () => {
    const documented = stated(coreReadme, /forceAdminRole, default (true|false)/) === 'true';
    const info = { username: 'ada', role: 'user', roleList: ['user'] };
    const session = createSessionStore({
      storage: createMemoryStorage({ token: 't' }),
      api: { login: async () => ({ token: 't', userInfo: info }), logout: async () => null, selfInfo: async () => info },
    });
    const { role } = await session.getState().loadInfo();
    expect({ forcedToAdmin: role === 'admin' }).toEqual({ forcedToAdmin: documented });
  });

  it("firstPermittedRoute: the role it checks without one ('default role ...')", () => {
    const documented = stated(coreReadme, /firstPermittedRoute\(appRoutes\);\s*\/\/ default role '([\w-]+)'/);
    const routes: RouteRecord[] = ['admin', 'user', 'auditor'].map((role) => ({
      path: `/${role}-only`,
      name: `${role}Only`,
      meta: { requiresAuth: true, roles: [role] },
    }));
    expect(firstPermittedRoute(routes)?.name).toBe(`${documented}Only`);
  });
});
