import type {
  PermissionNode,
  RoleAddRequest,
  RoleAssignPermissionsRequest,
  RoleAssignPermissionsResult,
  RoleDetailResult,
  RoleItem,
  RoleListRequest,
  RoleListResult,
  RoleStatusRequest,
  RoleUpdateRequest,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The role calls of the console. */
export function roleApi(client: EnvelopeClient) {
  return {
    list: (body: RoleListRequest) => client.post<RoleListResult>('/api/admin/role/list', body),
    detail: (id: number) => client.post<RoleDetailResult>('/api/admin/role/detail', { id }),
    add: (body: RoleAddRequest) => client.post<RoleItem>('/api/admin/role/add', body, { invalidates: 'role' }),
    update: (body: RoleUpdateRequest) => client.post<RoleItem>('/api/admin/role/update', body, { invalidates: ['role', 'user'] }),
    status: (body: RoleStatusRequest) => client.post<RoleItem>('/api/admin/role/status', body, { invalidates: ['role', 'user'] }),
    remove: (id: number) => client.post<null>('/api/admin/role/delete', { id }, { invalidates: ['role', 'user'] }),
    assignPermissions: (body: RoleAssignPermissionsRequest) =>
      client.post<RoleAssignPermissionsResult>('/api/admin/role/assignPermissions', body, { invalidates: 'role' }),
    permissionTree: () => client.post<PermissionNode[]>('/api/admin/permission/tree'),
  };
}
