// Which research records a moderator or client may see: sessions they moderate, and projects (with
// all their sessions) where they are the client, a moderator or a member. Same rule as the project
// and session modules' 'my' endpoints; written here so this slice depends only on their tables.
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/types.js';

type WithProject = Database & { p: Database['projects'] };
type WithSession = Database & { s: Database['project_sessions'] };

/** Projects aliased `p` the user belongs to (client, moderator or member); each test is indexed by user id. */
export function projectOfUser(eb: ExpressionBuilder<WithProject, 'p'>, userId: number): Expression<SqlBool> {
  return eb.or([
    eb('p.client_id', '=', userId),
    eb.exists(eb.selectFrom('project_moderators as pm').select('pm.project_id').whereRef('pm.project_id', '=', 'p.id').where('pm.user_id', '=', userId)),
    eb.exists(eb.selectFrom('project_members as pb').select('pb.project_id').whereRef('pb.project_id', '=', 'p.id').where('pb.user_id', '=', userId)),
  ]);
}

/** Sessions aliased `s` the user moderates or whose project they belong to. */
export function sessionOfUser(eb: ExpressionBuilder<WithSession, 's'>, userId: number): Expression<SqlBool> {
  return eb.or([
    eb('s.moderator_id', '=', userId),
    eb.exists(
      eb.selectFrom('projects as p')
        .select('p.id')
        .whereRef('p.id', '=', 's.project_id')
        .where((inner) => projectOfUser(inner as unknown as ExpressionBuilder<WithProject, 'p'>, userId)),
    ),
  ]);
}
