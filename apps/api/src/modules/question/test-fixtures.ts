// Test data for the research modules written straight to the database: files, projects and
// research sessions belong to other modules, whose routes these tests do not depend on.
import type { FastifyInstance } from 'fastify';

/** A 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Inserts a file row and answers its id. */
export async function insertFile(app: FastifyInstance, name: string, mime = 'image/png'): Promise<number> {
  const { id } = await app.db
    .insertInto('files')
    .values({
      original_name: name,
      clean_name: name,
      mime,
      size: PNG_BYTES.length,
      sha256: 'x'.repeat(64),
      data: PNG_BYTES,
      uploader_id: null,
      uploader_name: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** What {@link insertSession} creates. */
export interface SessionFixture {
  projectId: number;
  sessionId: number;
}

/** Inserts a project (unless given) and a research session starting at `startAt`. */
export async function insertSession(
  app: FastifyInstance,
  options: {
    startAt: string;
    title?: string;
    projectId?: number;
    moderatorId?: number | null;
    clientId?: number | null;
    status?: 'scheduled' | 'completed';
  },
): Promise<SessionFixture> {
  const now = new Date().toISOString();
  const projectId =
    options.projectId ??
    (
      await app.db
        .insertInto('projects')
        .values({
          name: `Project ${Math.random().toString(36).slice(2, 8)}`,
          code: `P-${Math.random().toString(36).slice(2, 10)}`,
          client_id: options.clientId ?? null,
          status: 'active',
          start_date: '2026-01-01',
          end_date: '2027-12-31',
          description: null,
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const end = new Date(new Date(options.startAt).getTime() + 3600_000).toISOString();
  const { id } = await app.db
    .insertInto('project_sessions')
    .values({
      project_id: projectId,
      title: options.title ?? 'Session',
      kind: 'focus_group',
      start_at: options.startAt,
      end_at: end,
      time_zone: 'UTC',
      moderator_id: options.moderatorId ?? null,
      status: options.status ?? 'scheduled',
      meeting_link: null,
      capacity: 8,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { projectId, sessionId: id };
}
