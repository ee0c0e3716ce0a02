// The rows bench/seed.mjs writes, generated deterministically (the same scale gives the same data):
// staff users, projects with a client, moderators and members, sessions and participants. Each row is
// made by the server's row builders (apps/api/src/sample-data/rows.ts, loaded through tsx), which the
// console's sample data set uses too.
import { tsImport } from 'tsx/esm/api';
import { WORDS } from './varied-queries.mjs';

const { NO_PASSWORD_HASH, participantRow, projectPeopleRows, projectRow, sessionRow, staffUserRow } = await tsImport(
  '../apps/api/src/sample-data/rows.ts',
  import.meta.url,
);

const PROJECT_STATUSES = ['draft', 'active', 'active', 'closed', 'archived'];
const SESSION_STATUSES = ['scheduled', 'live', 'completed', 'cancelled'];
const PARTICIPANT_STATUSES = ['invited', 'confirmed', 'attended', 'no_show'];
const ZONES = ['UTC', 'Europe/London', 'America/New_York', 'Asia/Shanghai'];
export const NOW = '2024-06-01T00:00:00.000Z';

/** Table sizes at `scale` (1 = 100,000 projects, 500,000 sessions, 1,000,000 participants; the audit log and files stop at 1,000,000 and 100,000). */
export function sizesAt(scale) {
  const n = (full, min = 1) => Math.max(min, Math.round(full * scale));
  return {
    clients: n(2000, 10),
    moderators: n(500, 5),
    projects: n(100_000),
    // BENCH_SESSIONS_PER_PROJECT=0 seeds projects alone (the project list at 1,000,000 projects without 5,000,000
    // sessions and 10,000,000 participants to wait for); its session counts are then all 0.
    sessionsPerProject: Number(process.env.BENCH_SESSIONS_PER_PROJECT ?? 5),
    participantsPerSession: 2,
    auditEntries: Math.min(n(1_000_000), 1_000_000),
    files: Math.min(n(100_000), 100_000),
  };
}

/** `count` staff users of one type (bench_<type>_<n>), who never sign in. */
export function* users(type, count) {
  for (let i = 1; i <= count; i += 1) {
    yield staffUserRow({
      uuid: `00000000-bench-${type.padEnd(9, '0').slice(0, 4)}-${String(i).padStart(12, '0')}`,
      username: `bench_${type}_${i}`,
      type,
      realName: `${type === 'client' ? 'Client' : 'Moderator'} ${i}`,
      at: NOW,
      passwordHash: NO_PASSWORD_HASH,
    });
  }
}

const day = (offset) => new Date(Date.UTC(2023, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** `count` projects (without ids), each with a client from `clientIds`. */
export function* projects(count, clientIds) {
  for (let i = 1; i <= count; i += 1) {
    const start = i % 700;
    const word = WORDS[i % WORDS.length];
    const created = new Date(Date.UTC(2023, 0, 1) + i * 60_000).toISOString();
    yield projectRow({
      name: `Project ${word} ${WORDS[(i * 7) % WORDS.length]} ${i}`,
      code: `P${String(i).padStart(7, '0')}`,
      clientId: clientIds[i % clientIds.length],
      status: PROJECT_STATUSES[i % PROJECT_STATUSES.length],
      startDate: day(start),
      endDate: day(start + 30 + (i % 90)),
      description: `Research project number ${i} about ${word}.`,
      createdBy: null,
      createdAt: created,
    });
  }
}

/** Moderators and members of project `projectId` (one moderator, two members, all distinct). */
export function projectPeople(projectId, moderatorIds, clientIds) {
  const moderator = moderatorIds[projectId % moderatorIds.length];
  const a = clientIds[(projectId * 3) % clientIds.length];
  const b = clientIds[(projectId * 3 + 1) % clientIds.length];
  return projectPeopleRows(projectId, [moderator], [a, b]);
}

/** `count` sessions of project `projectId` (without ids). */
export function projectSessions(projectId, count, moderatorIds) {
  const rows = [];
  for (let k = 0; k < count; k += 1) {
    const start = new Date(Date.UTC(2023, 0, 1) + ((projectId % 700) + k * 3) * 86_400_000 + 14 * 3_600_000);
    rows.push(
      sessionRow({
        projectId,
        title: `Session ${k + 1} of project ${projectId}`,
        kind: k % 2 ? 'interview' : 'focus_group',
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 5_400_000).toISOString(),
        timeZone: ZONES[(projectId + k) % ZONES.length],
        moderatorId: moderatorIds[(projectId + k) % moderatorIds.length],
        status: SESSION_STATUSES[(projectId + k) % SESSION_STATUSES.length],
        meetingLink: `https://meet.example.com/${projectId}-${k}`,
        capacity: 8,
        at: NOW,
      }),
    );
  }
  return rows;
}

/** Participants of session `sessionId`. */
export function sessionParticipants(sessionId, count) {
  const rows = [];
  for (let k = 0; k < count; k += 1) {
    rows.push(
      participantRow({
        sessionId,
        name: `Participant ${sessionId}-${k + 1}`,
        contact: `p${sessionId}.${k + 1}@example.com`,
        status: PARTICIPANT_STATUSES[(sessionId + k) % PARTICIPANT_STATUSES.length],
        at: NOW,
      }),
    );
  }
  return rows;
}

const AUDIT_ACTIONS = [
  'land.login',
  'land.logout',
  'project.add',
  'project.update',
  'session.add',
  'session.update',
  'user.add',
  'user.update',
  'role.assignPermissions',
  'file.upload',
  'file.download',
  'dict.update',
  'verifyCode.add',
  'access.denied',
];
const AUDIT_OUTCOMES = ['success', 'success', 'success', 'success', 'failure', 'denied'];

/** `count` audit entries over the 2 years before NOW, oldest first, by the `actors` usernames. */
export function* auditEntries(count, actors) {
  const start = Date.parse(NOW) - 2 * 365 * 86_400_000;
  const step = (2 * 365 * 86_400_000) / count;
  for (let i = 0; i < count; i += 1) {
    const action = AUDIT_ACTIONS[i % AUDIT_ACTIONS.length];
    yield {
      at: new Date(start + Math.floor(i * step)).toISOString(),
      actor_user_id: null,
      actor_username: actors[(i * 7) % actors.length],
      action,
      target: `${action.split('.')[0]}:${(i * 13) % 5000}`,
      detail: null,
      ip: `10.0.${(i >> 8) % 256}.${i % 256}`,
      outcome: AUDIT_OUTCOMES[i % AUDIT_OUTCOMES.length],
    };
  }
}

const FILE_KINDS = [
  ['pdf', 'application/pdf'],
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['csv', 'text/csv'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
];
const ONE_BYTE = Buffer.from('x');

/** `count` stored files (one byte each) uploaded over the year before NOW. */
export function* storedFiles(count) {
  const start = Date.parse(NOW) - 365 * 86_400_000;
  for (let i = 1; i <= count; i += 1) {
    const [extension, mime] = FILE_KINDS[i % FILE_KINDS.length];
    const name = `${WORDS[i % WORDS.length]}-${WORDS[(i * 3) % WORDS.length]}-${i}.${extension}`;
    yield {
      original_name: name,
      clean_name: name,
      mime,
      size: 1 + (i % 5_000_000),
      sha256: i.toString(16).padStart(64, '0'),
      data: ONE_BYTE,
      uploader_id: null,
      uploader_name: `Moderator ${1 + (i % 500)}`,
      created_at: new Date(start + Math.floor((i * 365 * 86_400_000) / count)).toISOString(),
    };
  }
}
