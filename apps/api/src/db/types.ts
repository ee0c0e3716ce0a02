// The typed schema Kysely checks every query against. Column names are snake_case as in the
// database; timestamps are ISO-8601 UTC strings and flags are 0/1 integers so the same rows
// read identically on SQLite and PostgreSQL.
import type { ColumnType, Generated } from 'kysely';
import type { AccessVersionTable } from '../auth/tables.js';
import type { ListVersionsTable } from '../lists/answer-cache/tables.js';

/** Staff account kinds. */
export type UserType = 'admin' | 'moderator' | 'client';
/** Whether an account or role may be used. */
export type EnabledStatus = 'enabled' | 'disabled';
/** Node kinds of the single permission tree. */
export type PermissionKind = 'directory' | 'menu' | 'operation';
/** 0 or 1, the portable boolean. */
export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  uuid: string;
  username: string;
  password_hash: string;
  type: UserType;
  real_name: string | null;
  avatar: string | null;
  gender: string | null;
  phone_number: string | null;
  email: string | null;
  status: EnabledStatus;
  must_change_password: Flag;
  /** When the password was last set (migration 084); a one-time password expires from here. */
  password_changed_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface RolesTable {
  id: Generated<number>;
  code: string;
  name: string;
  status: EnabledStatus;
  builtin: Flag;
  remark: string | null;
  /** zh-CN name and remark (migration 090); null falls back to `name` / `remark`. */
  name_zh: string | null;
  remark_zh: string | null;
  /** Whether a holder must sign in with a second factor (migration 115; the secondFactor module). */
  second_factor_required: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: string;
  updated_at: string;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface PermissionsTable {
  id: Generated<number>;
  parent_id: number | null;
  kind: PermissionKind;
  /** Route name for menus; the path for directories; a label for operations. */
  name: string;
  path: string | null;
  component: string | null;
  /** i18n key. */
  title: string;
  arco_icon: string | null;
  is_show: Flag;
  sort_order: number;
  /** Operation code such as `user:list`; null for directories and menus. */
  code: string | null;
  /** Route name of the visible menu entry a hidden entry highlights (migration 021). */
  active_menu: string | null;
  created_at: string;
  updated_at: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface AuthSessionsTable {
  id: Generated<number>;
  /** sha256 hex of the opaque token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
  end_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  /** A sign-in that may only enrol a second factor its roles require (migration 115; the secondFactor module). */
  enrol_only: ColumnType<Flag, Flag | undefined, Flag>;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_user_id: number | null;
  actor_username: string | null;
  action: string;
  target: string | null;
  /** JSON text. */
  detail: string | null;
  ip: string | null;
  outcome: 'success' | 'failure' | 'denied';
}

/**
 * All tables, keyed by table name: the core tables here; each module adds its own from its `tables.ts`
 * (declaration merging), so this file depends on no module.
 */
export interface Database {
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  auth_sessions: AuthSessionsTable;
  audit_log: AuditLogTable;
  access_version: AccessVersionTable;
  list_versions: ListVersionsTable;
}
