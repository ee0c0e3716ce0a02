// The rows bench/seed.mjs writes, generated deterministically (the same scale gives the same data):
// staff users, projects with a client, moderators and members, sessions and participants. Each row is
// made by the server's row builders (apps/api/src/sample-data/rows.ts, loaded through tsx), which the
// console's sample data set uses too.
import { tsImport } from 'tsx/esm/api';

const { NO_PASSWORD_HASH, participantRow, projectPeopleRows, projectRow, sessionRow, staffUserRow } =
  await tsImport('../apps/api/src/sample-data/rows.ts', import.meta.url);

const WORDS = ['alpha', 'bravo', 'delta', 'echo', 'harbor', 'lumen', 'meadow', 'nova', 'orbit', 'pixel', 'quartz', 'river', 'summit', 'tango', 'vertex', 'willow'];
const PROJECT_STATUSES = ['draft', 'active', 'active', 'closed', 'archived'];
const SESSION_STATUSES = ['scheduled', 'live', 'completed', 'cancelled'];
const PARTICIPANT_STATUSES = ['invited', 'confirmed', 'attended', 'no_show'];
const ZONES = ['UTC', 'Europe/London', 'America/New_York', 'Asia/Shanghai'];
export const NOW = '2024-06-01T00:00:00.000Z';

/** Table sizes at `scale` (1 = 100,000 projects, 500,000 sessions, 1,000,000 participants). */
export function sizesAt(scale) {
  const n = (full, min = 1) => Math.max(min, Math.round(full * scale));
  return { clients: n(2000, 10), moderators: n(500, 5), projects: n(100_000), sessionsPerProject: 5, participantsPerSession: 2 };
}

/** `count` staff users of one type (bench_<type>_<n>), who never sign in. */
export function* users(type, count) {
  for (let i = 1; i <= count; i += 1) {
    yield staffUserRow({
      uuid: `00000000-bench-${type.padEnd(9, '0').slice(0, 4)}-${String(i).padStart(12, '0')}`, username: `bench_${type}_${i}`,
      type, realName: `${type === 'client' ? 'Client' : 'Moderator'} ${i}`, at: NOW, passwordHash: NO_PASSWORD_HASH,
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
      name: `Project ${word} ${WORDS[(i * 7) % WORDS.length]} ${i}`, code: `P${String(i).padStart(7, '0')}`,
      clientId: clientIds[i % clientIds.length], status: PROJECT_STATUSES[i % PROJECT_STATUSES.length],
      startDate: day(start), endDate: day(start + 30 + (i % 90)), description: `Research project number ${i} about ${word}.`,
      createdBy: null, createdAt: created,
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
    rows.push(sessionRow({
      projectId, title: `Session ${k + 1} of project ${projectId}`, kind: k % 2 ? 'interview' : 'focus_group',
      startAt: start.toISOString(), endAt: new Date(start.getTime() + 5_400_000).toISOString(), timeZone: ZONES[(projectId + k) % ZONES.length],
      moderatorId: moderatorIds[(projectId + k) % moderatorIds.length], status: SESSION_STATUSES[(projectId + k) % SESSION_STATUSES.length],
      meetingLink: `https://meet.example.com/${projectId}-${k}`, capacity: 8, at: NOW,
    }));
  }
  return rows;
}

/** Participants of session `sessionId`. */
export function sessionParticipants(sessionId, count) {
  const rows = [];
  for (let k = 0; k < count; k += 1) {
    rows.push(participantRow({
      sessionId, name: `Participant ${sessionId}-${k + 1}`, contact: `p${sessionId}.${k + 1}@example.com`,
      status: PARTICIPANT_STATUSES[(sessionId + k) % PARTICIPANT_STATUSES.length], at: NOW,
    }));
  }
  return rows;
}
