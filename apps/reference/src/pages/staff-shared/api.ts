import type {
  AddressLocksResult,
  RoleOption,
  UserAddRequest,
  UserAddResult,
  UserAssignRolesRequest,
  UserListRequest,
  UserListResult,
  UserRecord,
  UserResetPasswordResult,
  UserStatusRequest,
  UserUpdateRequest,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The staff-account calls of the console (POST /api/admin/user/*). */
export function staffApi(client: EnvelopeClient) {
  return {
    list: (body: UserListRequest) => client.post<UserListResult>('/api/admin/user/list', body),
    /** One account's current version (needs user:detail). */
    detail: (userId: number) => client.post<UserRecord>('/api/admin/user/detail', { userId }),
    add: (body: UserAddRequest) => client.post<UserAddResult>('/api/admin/user/add', body, { invalidates: 'user' }),
    update: (body: UserUpdateRequest) => client.post<UserRecord>('/api/admin/user/update', body, { invalidates: 'user' }),
    status: (body: UserStatusRequest) => client.post<UserRecord>('/api/admin/user/status', body, { invalidates: 'user' }),
    remove: (userId: number) => client.post<null>('/api/admin/user/delete', { userId }, { invalidates: 'user' }),
    resetPassword: (userId: number) =>
      client.post<UserResetPasswordResult>('/api/admin/user/resetPassword', { userId }, { invalidates: 'user' }),
    assignRoles: (body: UserAssignRolesRequest) =>
      client.post<UserRecord>('/api/admin/user/assignRoles', body, { invalidates: ['user', 'role'] }),
    /** Lifts a sign-in lock (needs user:unlock). */
    unlock: (userId: number) => client.post<null>('/api/admin/user/unlock', { userId }, { invalidates: 'user' }),
    /** Removes an account's second factors and ends its sign-ins (needs user:resetSecondFactor). */
    resetSecondFactor: (userId: number) => client.post<null>('/api/admin/user/resetSecondFactor', { userId }, { invalidates: 'user' }),
    /** Addresses that failed past their free sign-in tries lately (needs user:unlock). */
    addressLocks: () => client.post<AddressLocksResult>('/api/admin/user/addressLocks'),
    /** Lifts an address's sign-in locks, its own and every account's from it (needs user:unlock). */
    unlockAddress: (address: string) => client.post<null>('/api/admin/user/unlockAddress', { address }, { invalidates: 'user' }),
    /** Enabled roles for selects (needs role:list). */
    roles: () => client.post<RoleOption[]>('/api/admin/role/all'),
  };
}

/** The calls {@link staffApi} answers. */
export type StaffApi = ReturnType<typeof staffApi>;
