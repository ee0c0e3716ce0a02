// What the sample data set is built from besides its catalogs: the moment it is anchored to, the
// database's own rows it refers to (the acting admin, the built-in roles, the permission tree) and
// the first free id of each table it writes with explicit ids. On two fresh databases at the same
// moment these are equal, so the rows built are equal.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** Tables whose rows the sample set numbers itself, because other rows refer to them. */
export const NUMBERED_TABLES = ['roles', 'users', 'files', 'picture_it_sets', 'questions', 'projects', 'project_sessions'] as const;
/** One of {@link NUMBERED_TABLES}. */
export type NumberedTable = (typeof NUMBERED_TABLES)[number];

/** The acting admin and the time frame of the sample data. */
export interface SampleContext {
  /** The load time rounded down to the hour: every date of the set is counted from it. */
  anchor: Date;
  /** The admin who loads the data (creator of its records). */
  adminId: number;
  adminUsername: string;
  adminName: string;
  /** Ids of the built-in roles by code. */
  roleIds: ReadonlyMap<string, number>;
  /** Permission node ids of menus by route name, with the id of each menu's directory. */
  menus: ReadonlyMap<string, { id: number; directoryId: number | null }>;
  /** First free id of each numbered table. */
  firstIds: Readonly<Record<NumberedTable, number>>;
  /** Password hashes by username for accounts that may sign in (the demo's); others get none. */
  passwordHashes?: ReadonlyMap<string, string>;
}

/** `now` rounded down to the whole hour (UTC). */
export function anchorOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
}

/** Reads the database's side of the context (run inside the loading transaction). */
export async function readSampleContext(
  db: Kysely<Database>,
  actor: { userId: number; username: string },
  now: Date,
  passwordHashes?: ReadonlyMap<string, string>,
): Promise<SampleContext> {
  const admin = await db.selectFrom('users').select(['real_name']).where('id', '=', actor.userId).executeTakeFirst();
  const roles = await db.selectFrom('roles').select(['id', 'code']).where('builtin', '=', 1).execute();
  const menus = await db.selectFrom('permissions').select(['id', 'name', 'parent_id']).where('kind', '=', 'menu').execute();
  const firstIds = {} as Record<NumberedTable, number>;
  for (const table of NUMBERED_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    firstIds[table] = Number(row?.max ?? 0) + 1;
  }
  return {
    anchor: anchorOf(now),
    adminId: actor.userId,
    adminUsername: actor.username,
    adminName: admin?.real_name?.trim() || actor.username,
    roleIds: new Map(roles.map((r) => [r.code, r.id])),
    menus: new Map(menus.map((m) => [m.name, { id: m.id, directoryId: m.parent_id }])),
    firstIds,
    ...(passwordHashes ? { passwordHashes } : {}),
  };
}

/** Date helpers counted from the anchor. */
export function timeline(anchor: Date) {
  const midnight = Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), anchor.getUTCDate());
  return {
    /** 'YYYY-MM-DD' of the day `days` from the anchor's. */
    day: (days: number) => new Date(midnight + days * 86_400_000).toISOString().slice(0, 10),
    /** The instant `days` from the anchor's midnight plus `hours` (UTC), as ISO text. */
    at: (days: number, hours = 0) => new Date(midnight + days * 86_400_000 + hours * 3_600_000).toISOString(),
    /** The instant `minutes` from the anchor itself. */
    fromAnchor: (minutes: number) => new Date(anchor.getTime() + minutes * 60_000).toISOString(),
  };
}

/** Hands out consecutive ids per numbered table, starting at the context's first free ids. */
export function idAllocator(firstIds: Readonly<Record<NumberedTable, number>>) {
  const next = { ...firstIds };
  return (table: NumberedTable): number => {
    const id = next[table];
    next[table] += 1;
    return id;
  };
}
