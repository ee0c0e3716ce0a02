import { useEffect, useRef, useState } from 'react';
import type { RoleOption } from '@backoffice/api/contract';
import { useOperation } from '@backoffice/console-ui';
import { useApi } from '../../app/useApi';

/**
 * The enabled roles for role selects, loaded once: null while unknown, when the caller lacks
 * role:list, or when the role route failed (callers then fall back to the user's own role codes).
 */
export function useRoleOptions(): RoleOption[] | null {
  const server = useApi();
  const allowed = useOperation('role:list');
  const [roles, setRoles] = useState<RoleOption[] | null>(null);
  const requested = useRef(false);
  useEffect(() => {
    if (!allowed || requested.current) return;
    requested.current = true;
    server.post('/api/admin/role/all').then(setRoles, () => setRoles(null));
  }, [allowed, server]);
  return roles;
}
