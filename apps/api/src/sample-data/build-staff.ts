// Staff of the sample data set: the junior moderator role (fewer permissions than the built-in
// moderator) and the accounts of catalog-people.ts with their roles.
import { JUNIOR_ROLE, SAMPLE_STAFF } from './catalog-people.js';
import type { SampleContext } from './context.js';
import type { Prng } from './prng.js';
import { staffUserRow } from './rows.js';

/** A staff account as later builders refer to it. */
export interface StaffRef {
  id: number;
  username: string;
  realName: string;
}

/** A UUID (version 4 layout) drawn from the seeded sequence, so it is the same on every load. */
export function seededUuid(random: Prng): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + random.int(0, 3)).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** The staff tables' rows, and the accounts by username (the acting admin included). */
export function buildStaff(
  ctx: SampleContext,
  nextId: (table: 'roles' | 'users') => number,
  random: Prng,
  at: (days: number, hours?: number) => string,
) {
  const roleId = nextId('roles');
  const created = at(-180, 9);
  const roles = [
    {
      id: roleId,
      code: JUNIOR_ROLE.code,
      name: JUNIOR_ROLE.name,
      status: 'enabled' as const,
      builtin: 0 as const,
      remark: JUNIOR_ROLE.remark,
      created_at: created,
      updated_at: created,
    },
  ];
  const granted = new Set<number>();
  for (const name of JUNIOR_ROLE.menus) {
    const menu = ctx.menus.get(name);
    if (!menu) throw new Error(`the permission tree has no menu ${name}`);
    granted.add(menu.id);
    if (menu.directoryId !== null) granted.add(menu.directoryId);
  }
  const role_permissions = [...granted].sort((a, b) => a - b).map((permission_id) => ({ role_id: roleId, permission_id }));

  const people = new Map<string, StaffRef>([
    [ctx.adminUsername, { id: ctx.adminId, username: ctx.adminUsername, realName: ctx.adminName }],
  ]);
  const users = [];
  const user_roles = [];
  for (const [index, staff] of SAMPLE_STAFF.entries()) {
    const id = nextId('users');
    const joined = at(-170 + index * 6, 10);
    const hash = ctx.passwordHashes?.get(staff.username);
    users.push({
      id,
      ...staffUserRow({
        uuid: seededUuid(random),
        username: staff.username,
        type: staff.type,
        realName: staff.realName,
        at: joined,
        ...(hash ? { passwordHash: hash } : {}),
      }),
      email: staff.email,
      gender: staff.gender,
      phone_number: `+1555010${String(index + 10).padStart(4, '0')}`,
      password_changed_at: joined,
    });
    const role = staff.role === JUNIOR_ROLE.code ? roleId : ctx.roleIds.get(staff.role);
    if (role === undefined) throw new Error(`the built-in role ${staff.role} is missing`);
    user_roles.push({ user_id: id, role_id: role });
    people.set(staff.username, { id, username: staff.username, realName: staff.realName });
  }
  return { tables: { roles, role_permissions, users, user_roles }, people };
}
