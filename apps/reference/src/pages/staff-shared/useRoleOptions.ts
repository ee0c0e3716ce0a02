import { useEffect, useRef, useState } from 'react';
import type { RoleOption } from '@backoffice/api/contract';
import { useConsole, useOperation } from '@backoffice/console-ui';
import { staffApi } from './api';

/**
 * The enabled roles for role selects, loaded once: null while unknown, when the caller lacks
 * role:list, or when the role route failed (callers then fall back to the user's own role codes).
 */
export function useRoleOptions(): RoleOption[] | null {
  const { client } = useConsole();
  const allowed = useOperation('role:list');
  const [roles, setRoles] = useState<RoleOption[] | null>(null);
  const requested = useRef(false);
  useEffect(() => {
    if (!allowed || requested.current) return;
    requested.current = true;
    staffApi(client)
      .roles()
      .then(setRoles, () => setRoles(null));
  }, [allowed, client]);
  return roles;
}
