import type {
  PermissionAddRequest,
  PermissionDeleteRequest,
  PermissionMoveRequest,
  PermissionNode,
  PermissionUpdateRequest,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The permission-tree calls of the console. */
export function permissionApi(client: EnvelopeClient) {
  return {
    tree: () => client.post<PermissionNode[]>('/api/admin/permission/tree'),
    add: (body: PermissionAddRequest) =>
      client.post<PermissionNode>('/api/admin/permission/add', body, { invalidates: ['permission', 'role'] }),
    update: (body: PermissionUpdateRequest) =>
      client.post<PermissionNode>('/api/admin/permission/update', body, { invalidates: ['permission', 'role'] }),
    move: (body: PermissionMoveRequest) =>
      client.post<PermissionNode>('/api/admin/permission/move', body, { invalidates: ['permission', 'role'] }),
    remove: (body: PermissionDeleteRequest) =>
      client.post<null>('/api/admin/permission/delete', body, { invalidates: ['permission', 'role'] }),
  };
}
