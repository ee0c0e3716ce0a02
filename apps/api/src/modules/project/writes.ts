import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserType } from '../../db/types.js';
import { badRequest, conflict, notFound, staleEdit } from '../../http/errors.js';
import { recordWrite } from '../../audit/record.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { keepOmitted } from '../../http/partial-update.js';
import { findProject } from './queries.js';
import type { ProjectAddRequest, ProjectUpdateRequest } from './schemas.js';
import type { ProjectStatus } from './tables.js';

/** What every write needs: the database, the request (for the audit actor) and the time. */
export interface WriteContext {
  db: Kysely<Database>;
  request: FastifyRequest;
  now: Date;
}

/** True for a real calendar date 'YYYY-MM-DD'. */
function isCalendarDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Checks that every id is an existing (not deleted) user, of `type` when given; 400 naming `field` otherwise. */
export async function checkUsers(trx: Kysely<Database>, ids: readonly number[], type: UserType | null, field: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await trx
    .selectFrom('users')
    .select(['id', 'type'])
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute();
  const ok = new Set(found.filter((u) => type === null || u.type === type).map((u) => u.id));
  const bad = ids.find((i) => !ok.has(i));
  if (bad !== undefined) throw badRequest(`${field} contains ${bad}, which is not ${type ? `a ${type}` : 'a user'}`, field);
}

async function validate(trx: Kysely<Database>, input: ProjectAddRequest): Promise<void> {
  if (input.name.trim() === '') throw badRequest('name cannot be empty', 'name');
  if (!isCalendarDate(input.startDate)) throw badRequest('startDate is not a valid date', 'startDate');
  if (!isCalendarDate(input.endDate)) throw badRequest('endDate is not a valid date', 'endDate');
  if (input.endDate < input.startDate) throw badRequest('endDate cannot be before startDate', 'endDate');
  if (input.clientId != null) await checkUsers(trx, [input.clientId], 'client', 'clientId');
  await checkUsers(trx, input.moderatorIds ?? [], 'moderator', 'moderatorIds');
  await checkUsers(trx, input.memberIds ?? [], null, 'memberIds');
  await checkClientMembers(trx, input.memberIds ?? [], input.clientId ?? null);
}

/** The rule {@link checkClientMembers} enforces, as the 400 states it. */
export const CLIENT_MEMBER_RULE = "a client account can be a member only of its own client's projects";

/**
 * Refuses (400 naming memberIds) a client account among the members of a project whose client it is not: a client
 * sees only its own research (docs/behaviour.md#63-enforced-on-the-server).
 */
async function checkClientMembers(trx: Kysely<Database>, memberIds: readonly number[], clientId: number | null): Promise<void> {
  const others = memberIds.filter((id) => id !== clientId);
  if (others.length === 0) return;
  const client = await trx.selectFrom('users').select('id').where('id', 'in', others).where('type', '=', 'client').executeTakeFirst();
  if (client) throw badRequest(`memberIds contains ${client.id}, a client account of another client: ${CLIENT_MEMBER_RULE}`, 'memberIds');
}

async function setPeople(
  trx: Transaction<Database>,
  projectId: number,
  moderatorIds: readonly number[],
  memberIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom('project_moderators').where('project_id', '=', projectId).execute();
  await trx.deleteFrom('project_members').where('project_id', '=', projectId).execute();
  if (moderatorIds.length)
    await trx
      .insertInto('project_moderators')
      .values(moderatorIds.map((user_id) => ({ project_id: projectId, user_id })))
      .execute();
  if (memberIds.length)
    await trx
      .insertInto('project_members')
      .values(memberIds.map((user_id) => ({ project_id: projectId, user_id })))
      .execute();
}

async function codeTaken(trx: Kysely<Database>, code: string, exceptId: number | null): Promise<boolean> {
  let q = trx.selectFrom('projects').select('id').where('code', '=', code);
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

function fields(input: ProjectAddRequest) {
  return {
    name: input.name.trim(),
    code: input.code,
    client_id: input.clientId ?? null,
    start_date: input.startDate,
    end_date: input.endDate,
    description: input.description?.trim() ? input.description.trim() : null,
  };
}

async function guardUnique<T>(code: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Project code ${code} already exists`);
    throw error;
  }
}

/** Creates a project (with `extraMemberId` added to the members: the creator of a 'my' project); returns its id. */
export async function addProject(
  ctx: WriteContext,
  input: ProjectAddRequest,
  createdBy: number,
  extraMemberId: number | null,
): Promise<number> {
  const moderatorIds = input.moderatorIds ?? [];
  const memberIds = [...new Set([...(input.memberIds ?? []), ...(extraMemberId === null ? [] : [extraMemberId])])];
  return guardUnique(input.code, () =>
    ctx.db.transaction().execute(async (trx) => {
      await validate(trx, input);
      if (await codeTaken(trx, input.code, null)) throw conflict(`Project code ${input.code} already exists`);
      const now = ctx.now.toISOString();
      const { id } = await trx
        .insertInto('projects')
        .values({ ...fields(input), status: input.status ?? 'draft', created_by: createdBy, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setPeople(trx, id, moderatorIds, memberIds);
      await recordWrite(trx, ctx.request, { action: 'project.add', target: input.code, detail: { id } }, ctx.now);
      return id;
    }),
  );
}

/** Loads the status of a project inside a write, 404 when missing. */
export async function projectStatusOf(trx: Kysely<Database>, id: number): Promise<{ status: ProjectStatus; code: string }> {
  const row = await trx.selectFrom('projects').select(['status', 'code']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Project not found');
  return row;
}

/** Refuses writes to a closed or archived project (409). */
export function assertEditable(project: { status: ProjectStatus; code: string }): void {
  if (project.status === 'closed' || project.status === 'archived') {
    throw conflict(`Project ${project.code} is ${project.status} and can no longer be changed`);
  }
}

/** The project an update names, as an update body (defineRoute's `stored`); undefined when there is none. */
export function storedProject(db: Kysely<Database>) {
  return async (request: FastifyRequest): Promise<ProjectAddRequest | undefined> => {
    const stored = await findProject(db, (request.body as { id: number }).id, null);
    return (
      stored && {
        name: stored.name,
        code: stored.code,
        clientId: stored.client?.id ?? null,
        startDate: stored.startDate,
        endDate: stored.endDate,
        description: stored.description,
        moderatorIds: stored.moderators.map((m) => m.id),
        memberIds: stored.members.map((m) => m.id),
      }
    );
  };
}

/** A new `updated_at` strictly after `previous`, so that it can serve as the record's version. */
function nextVersion(now: Date, previous: string): string {
  return new Date(Math.max(now.getTime(), Date.parse(previous) + 1)).toISOString();
}

/** The message of a 409 for an edit started from an older version of the project. */
export const STALE_PROJECT = 'This project was changed by someone else since you opened it. Reload it to see the changes, then edit again.';

/**
 * Updates a project: fields left out keep their values (see http/partial-update.ts); `keepMemberId` stays a
 * member unless a moderator. With `updatedAt` (the version the editor loaded), a project changed since is a 409.
 */
export async function updateProject(
  ctx: WriteContext,
  id: number,
  changes: ProjectUpdateRequest,
  keepMemberId: number | null,
): Promise<void> {
  const { id: _id, updatedAt: expected, ...fieldsChanged } = changes;
  await guardUnique(changes.code ?? '', () =>
    ctx.db.transaction().execute(async (trx) => {
      const current = await projectStatusOf(trx, id);
      assertEditable(current);
      const stored = await findProject(trx, id, null);
      if (!stored) throw notFound('Project not found');
      if (expected !== undefined && expected !== stored.updatedAt) throw staleEdit(STALE_PROJECT);
      const input = keepOmitted<ProjectAddRequest>(
        {
          name: stored.name,
          code: stored.code,
          clientId: stored.client?.id ?? null,
          startDate: stored.startDate,
          endDate: stored.endDate,
          description: stored.description,
          moderatorIds: stored.moderators.map((m) => m.id),
          memberIds: stored.members.map((m) => m.id),
        },
        fieldsChanged,
      );
      const moderatorIds = input.moderatorIds ?? [];
      const keep = keepMemberId !== null && !moderatorIds.includes(keepMemberId) ? [keepMemberId] : [];
      const memberIds = [...new Set([...(input.memberIds ?? []), ...keep])];
      await validate(trx, input);
      if (await codeTaken(trx, input.code, id)) throw conflict(`Project code ${input.code} already exists`);
      const updated = await trx
        .updateTable('projects')
        // updatedAt is the project's version: it moves forward on every update, even two within one millisecond.
        .set({ ...fields(input), ...(input.status ? { status: input.status } : {}), updated_at: nextVersion(ctx.now, stored.updatedAt) })
        .where('id', '=', id)
        .where('updated_at', '=', stored.updatedAt)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw staleEdit(STALE_PROJECT);
      await setPeople(trx, id, moderatorIds, memberIds);
      await recordWrite(
        trx,
        ctx.request,
        { action: 'project.update', target: input.code, detail: { id, fields: Object.keys(fieldsChanged) } },
        ctx.now,
      );
    }),
  );
}

/** Moves a project to closed (from draft or active) or archived (from closed only); 409 otherwise. */
/** Closes or archives a project inside `trx` (409 from a status that cannot move there); answers its code. */
export async function changeProjectStateIn(trx: Transaction<Database>, id: number, to: 'closed' | 'archived', at: Date): Promise<string> {
  const current = await projectStatusOf(trx, id);
  if (to === 'closed' && current.status !== 'draft' && current.status !== 'active') {
    throw conflict(`Project ${current.code} is already ${current.status}`);
  }
  if (to === 'archived' && current.status !== 'closed') throw conflict('Only a closed project can be archived');
  await trx.updateTable('projects').set({ status: to, updated_at: at.toISOString() }).where('id', '=', id).execute();
  return current.code;
}

export async function changeProjectState(ctx: WriteContext, id: number, to: 'closed' | 'archived'): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const code = await changeProjectStateIn(trx, id, to, ctx.now);
    await recordWrite(
      trx,
      ctx.request,
      { action: to === 'closed' ? 'project.close' : 'project.archive', target: code, detail: { id } },
      ctx.now,
    );
  });
}

export async function deleteProject(ctx: WriteContext, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await projectStatusOf(trx, id);
    assertEditable(current);
    const session = await trx
      .selectFrom('project_sessions')
      .select('id')
      .where('project_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (session) throw conflict(`Project ${current.code} still has sessions; delete them first`);
    // Sessions deleted within their undo window go for good with the project (their rows, by foreign key).
    await trx.deleteFrom('project_sessions').where('project_id', '=', id).execute();
    await trx.deleteFrom('projects').where('id', '=', id).execute();
    await recordWrite(trx, ctx.request, { action: 'project.delete', target: current.code, detail: { id } }, ctx.now);
  });
}
