import { useOperation } from '@backoffice/console-ui';
import { OPERATIONS_ADMIN_SCOPE, OPERATIONS_MY_SCOPE } from './scopes';
import type { ProjectScope } from './types';

/**
 * The scope of the Operation list and its read-only pages for this user: every project for staff holding
 * project:list, the user's own (the server's record scope) for moderators and clients.
 *
 * @example
 * <ProjectScopeProvider scope={useOperationsScope()}><ProjectPage /></ProjectScopeProvider>
 */
export function useOperationsScope(): ProjectScope {
  return useOperation('project:list') ? OPERATIONS_ADMIN_SCOPE : OPERATIONS_MY_SCOPE;
}
