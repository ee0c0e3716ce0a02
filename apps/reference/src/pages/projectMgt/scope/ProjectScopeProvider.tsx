import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useConsole } from '@backoffice/console-ui';
import { projectApi, sessionApi, type ProjectApi, type SessionApi } from '../api';
import type { ProjectScope } from './types';

/** The scope a page works in, with its calls bound to the console's client. */
export interface ProjectScopeInUse extends ProjectScope {
  projectApi: ProjectApi;
  sessionApi: SessionApi;
}

const ProjectScopeContext = createContext<ProjectScopeInUse | null>(null);

/**
 * Makes `scope` the scope of every project page component below it; a route entry renders it once.
 * @example
 * <ProjectScopeProvider scope={MY_SCOPE}><ProjectPage /></ProjectScopeProvider>
 */
export function ProjectScopeProvider({ scope, children }: { scope: ProjectScope; children: ReactNode }) {
  const { client } = useConsole();
  const value = useMemo(
    () => ({ ...scope, projectApi: projectApi(client, scope.endpoints), sessionApi: sessionApi(client, scope.endpoints) }),
    [client, scope],
  );
  return <ProjectScopeContext.Provider value={value}>{children}</ProjectScopeContext.Provider>;
}

/** The scope of the page (admin or the caller's own): its calls, operation codes, route names and offers. */
export function useProjectScope(): ProjectScopeInUse {
  const scope = useContext(ProjectScopeContext);
  if (!scope) throw new Error('useProjectScope: render the page inside a ProjectScopeProvider (see the projectMgt route entries)');
  return scope;
}
