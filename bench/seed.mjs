// `node bench/seed.mjs <database url>` (file:<path> or postgres://...): brings the database to the
// server's latest schema by starting the built server on it once (migrations and first-start data),
// then fills it with staff users and, at BENCH_SCALE=1 (the default), 100,000 projects, 500,000
// sessions, 1,000,000 participants, 1,000,000 audit entries and 100,000 files. Refuses a database that
// already has projects.
import { auditEntries, projectPeople, projects, projectSessions, sessionParticipants, sizesAt, storedFiles, users } from './seed-rows.mjs';
import { postgresWriter, sqliteWriter, writeTables } from './seed-writers.mjs';
import { startApiServer } from './servers.mjs';

const CHUNK = 2000;

/**
 * @param {string} databaseUrl file:<path> or postgres://...
 * @param {number} scale 1 = the full sizes
 * @returns {Promise<{ seconds: number, counts: Record<string, number> }>}
 */
export async function seed(databaseUrl, scale = 1) {
  const started = Date.now();
  const server = await startApiServer({ databaseUrl });
  await server.stop();
  const writer = databaseUrl.startsWith('file:') ? sqliteWriter(databaseUrl.slice('file:'.length)) : await postgresWriter(databaseUrl);
  const [{ n: existing }] = await writer.query('select count(*) as n from projects');
  if (Number(existing) > 0) throw new Error(`the database already has ${existing} projects; seed a fresh one`);
  const size = sizesAt(scale);

  await writer.transaction(async () => {
    await writer.insert('users', [...users('client', size.clients), ...users('moderator', size.moderators)]);
  });
  const staff = await writer.query("select id, type, username from users where username like 'bench\\_%' escape '\\' order by id");
  const idsOf = (type) => staff.filter((u) => u.type === type).map((u) => Number(u.id));
  const clientIds = idsOf('client');
  const moderatorIds = idsOf('moderator');
  const roles = await writer.query("select id, code from roles where code in ('client', 'moderator')");
  const roleOf = new Map(roles.map((r) => [r.code, Number(r.id)]));
  await writer.transaction(async () => {
    await writer.insert(
      'user_roles',
      staff.filter((u) => roleOf.has(u.type)).map((u) => ({ user_id: Number(u.id), role_id: roleOf.get(u.type) })),
    );
  });

  const counts = {
    users: staff.length,
    projects: 0,
    project_moderators: 0,
    project_members: 0,
    project_sessions: 0,
    session_participants: 0,
  };
  let sessionId = 0;
  let participantId = 0;
  let chunk = [];
  const flush = async () => {
    const rows = { projects: [], project_moderators: [], project_members: [], project_sessions: [], session_participants: [] };
    for (const project of chunk) {
      rows.projects.push(project);
      const people = projectPeople(project.id, moderatorIds, clientIds);
      rows.project_moderators.push(...people.moderators);
      rows.project_members.push(...people.members);
      for (const session of projectSessions(project.id, size.sessionsPerProject, moderatorIds)) {
        sessionId += 1;
        rows.project_sessions.push({ id: sessionId, ...session });
        for (const participant of sessionParticipants(sessionId, size.participantsPerSession)) {
          participantId += 1;
          rows.session_participants.push({ id: participantId, ...participant });
        }
      }
    }
    await writer.transaction(async () => {
      const written = await writeTables(writer, rows);
      for (const [table, n] of Object.entries(written)) counts[table] += n;
    });
    chunk = [];
  };
  let projectId = 0;
  for (const project of projects(size.projects, clientIds)) {
    projectId += 1;
    chunk.push({ id: projectId, ...project });
    if (chunk.length === CHUNK) await flush();
    if (projectId % 20_000 === 0) console.info(`seed: ${projectId} projects`);
  }
  await flush();
  // The audit log and the files, in chunks of their own.
  const actors = staff.map((u) => u.username);
  for (const [table, rows] of [
    ['audit_log', auditEntries(size.auditEntries, actors)],
    ['files', storedFiles(size.files)],
  ]) {
    let batch = [];
    counts[table] = 0;
    const write = async () => {
      await writer.transaction(() => writer.insert(table, batch));
      counts[table] += batch.length;
      batch = [];
    };
    for (const row of rows) {
      batch.push(row);
      if (batch.length === CHUNK * 5) await write();
    }
    await write();
  }
  await writer.finish();
  return { seconds: Math.round((Date.now() - started) / 100) / 10, counts };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('usage: node bench/seed.mjs <file:path | postgres://...>  (BENCH_SCALE=0.1 for a tenth of the rows)');
    process.exit(2);
  }
  console.log(JSON.stringify(await seed(url, Number(process.env.BENCH_SCALE ?? 1))));
}
