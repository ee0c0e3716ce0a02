import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@backoffice/console-core';
import { ConsoleProvider, createConsole } from '@backoffice/console-ui';
import { ProjectScopeProvider, useProjectScope } from './ProjectScopeProvider';
import { ADMIN_SCOPE, MY_SCOPE, OPERATIONS_ADMIN_SCOPE, OPERATIONS_MY_SCOPE } from './scopes';
import type { ProjectScope } from './types';

/** The scope a component below `scope`'s provider sees, with every call the console's client makes recorded. */
function scopeSeenBelow(scope: ProjectScope) {
  const bundle = createConsole({ storage: createMemoryStorage() });
  const post = vi.spyOn(bundle.client, 'post').mockResolvedValue({ id: 1 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConsoleProvider console={bundle}>
      <ProjectScopeProvider scope={scope}>{children}</ProjectScopeProvider>
    </ConsoleProvider>
  );
  const { result } = renderHook(() => useProjectScope(), { wrapper });
  /** The addresses posted to, in order. */
  const urls = () => post.mock.calls.map(([url]) => url);
  return { scope: result.current, urls };
}

/** Every call that differs between the scopes, once. */
async function callScoped({ projectApi, sessionApi }: ReturnType<typeof scopeSeenBelow>['scope']) {
  await projectApi.list({ current: 1, pageSize: 20 });
  await projectApi.detail(1);
  await projectApi.add({} as never);
  await projectApi.update({} as never);
  await sessionApi.list({ projectId: 1, current: 1, pageSize: 20 });
  await sessionApi.detail(1);
  await sessionApi.update({} as never);
  await sessionApi.addParticipant({} as never);
  await sessionApi.updateParticipant({} as never);
  await sessionApi.removeParticipant(1);
  await sessionApi.setGuide({} as never);
}

describe('project scopes (issue 19)', () => {
  afterEach(() => vi.restoreAllMocks());

  // Each scope once: its operation codes, its routes (createProject, editProject, projectDetail, sessionDetail,
  // sessionEdit, minutes), what it offers and the addresses of the calls that differ (those of callScoped, in order).
  const admin = ['project/list', 'project/detail', 'project/add', 'project/update', 'session/list', 'session/detail', 'session/update'];
  const my = ['project/myList', 'project/myDetail', 'project/myAdd', 'project/myUpdate', 'session/myList', 'session/myDetail'];
  it.each([
    {
      title: 'admin: the full endpoints, the plain operation codes, the management routes and every management action',
      scope: ADMIN_SCOPE,
      operations: { addProject: 'project:add', updateProject: 'project:update', updateSession: 'session:update' },
      routes: ['CreateProject', 'ProjectEdit', 'ProjectDetail', 'SessionDetail', 'SessionEdit', 'MeetingMinutes'],
      offers: { projectLifecycle: true, sessionAddAndDelete: true, clientFilter: true, csvExport: true, edits: true },
      urls: [...admin, ...['participant/add', 'participant/update', 'participant/remove', 'guide/set'].map((w) => `session/${w}`)],
    },
    {
      title: "my: the caller-scoped endpoints, the 'my' operation codes and routes, and no management action",
      scope: MY_SCOPE,
      operations: { addProject: 'project:myAdd', updateProject: 'project:myUpdate', updateSession: 'session:myUpdate' },
      routes: ['CreateMyProject', 'ProjectMyEdit', 'ProjectMyDetail', 'SessionMyDetail', 'SessionMyEdit', 'MyMeetingMinutes'],
      offers: { projectLifecycle: false, sessionAddAndDelete: false, clientFilter: false, csvExport: false, edits: true },
      urls: [
        ...my,
        'session/myUpdate',
        ...['participant/add', 'participant/update', 'participant/remove', 'guide/set'].map((w) => `session/my/${w}`),
      ],
    },
  ])('$title', async ({ scope: given, operations, routes, offers, urls: expected }) => {
    const { scope, urls } = scopeSeenBelow(given);
    expect(scope.key).toBe(given === ADMIN_SCOPE ? 'admin' : 'my');
    expect(scope.operations).toEqual(operations);
    expect(Object.entries(scope.routes)).toEqual(
      ['createProject', 'editProject', 'projectDetail', 'sessionDetail', 'sessionEdit', 'minutes'].map((name, i) => [name, routes[i]]),
    );
    expect(scope.offers).toEqual(offers);
    await callScoped(scope);
    expect(urls()).toEqual(expected.map((tail) => `/api/admin/${tail}`));
  });

  it('both scopes share the calls that exist once (user options, session add and delete, close, archive, delete)', async () => {
    for (const scope of [ADMIN_SCOPE, MY_SCOPE]) {
      const { scope: seen, urls } = scopeSeenBelow(scope);
      await seen.projectApi.userOptions({});
      await seen.projectApi.close(1);
      await seen.projectApi.archive(1);
      await seen.projectApi.remove(1);
      await seen.sessionApi.add({} as never);
      await seen.sessionApi.remove(1);
      expect(urls()).toEqual([
        '/api/admin/project/userOptions',
        '/api/admin/project/close',
        '/api/admin/project/archive',
        '/api/admin/project/delete',
        '/api/admin/session/add',
        '/api/admin/session/delete',
      ]);
    }
  });

  it("operations: the base scope's calls, its own read-only detail routes, and no change at all (issue 38)", async () => {
    for (const [operations, base] of [
      [OPERATIONS_ADMIN_SCOPE, ADMIN_SCOPE],
      [OPERATIONS_MY_SCOPE, MY_SCOPE],
    ] as const) {
      const { scope, urls } = scopeSeenBelow(operations);
      expect(scope.endpoints).toEqual(base.endpoints);
      expect(scope.routes).toEqual({ ...base.routes, projectDetail: 'OperationProjectDetail', sessionDetail: 'OperationSessionDetail' });
      expect(scope.offers).toEqual({ ...base.offers, projectLifecycle: false, sessionAddAndDelete: false, edits: false });
      await scope.projectApi.detail(1);
      await scope.sessionApi.detail(2);
      expect(urls()).toEqual([base.endpoints.projectDetail, base.endpoints.sessionDetail]);
    }
  });

  it('refuses a component rendered outside a route entry (no scope provided)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useProjectScope())).toThrow(/ProjectScopeProvider/);
  });
});
