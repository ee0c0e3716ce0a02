// The rows bench/seed.mjs writes, generated deterministically (the same scale gives the same data):
// staff users, projects with a client, moderators and members, sessions and participants.

const WORDS = ['alpha', 'bravo', 'delta', 'echo', 'harbor', 'lumen', 'meadow', 'nova', 'orbit', 'pixel', 'quartz', 'river', 'summit', 'tango', 'vertex', 'willow'];
const PROJECT_STATUSES = ['draft', 'active', 'active', 'closed', 'archived'];
const SESSION_STATUSES = ['scheduled', 'live', 'completed', 'cancelled'];
const PARTICIPANT_STATUSES = ['invited', 'confirmed', 'attended', 'no_show'];
const ZONES = ['UTC', 'Europe/London', 'America/New_York', 'Asia/Shanghai'];
export const NOW = '2024-06-01T00:00:00.000Z';
/** A stand-in password hash: seeded staff never sign in. */
const NO_PASSWORD = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaA$YmVuY2hiZW5jaGJlbmNoYmVuY2hiZW5jaGJlbmNo';

/** Table sizes at `scale` (1 = 100,000 projects, 500,000 sessions, 1,000,000 participants). */
export function sizesAt(scale) {
  const n = (full, min = 1) => Math.max(min, Math.round(full * scale));
  return { clients: n(2000, 10), moderators: n(500, 5), projects: n(100_000), sessionsPerProject: 5, participantsPerSession: 2 };
}

/** `count` staff users of one type (bench_<type>_<n>), who never sign in. */
export function* users(type, count) {
  for (let i = 1; i <= count; i += 1) {
    const username = `bench_${type}_${i}`;
    yield {
      uuid: `00000000-bench-${type.padEnd(9, '0').slice(0, 4)}-${String(i).padStart(12, '0')}`,
      username, password_hash: NO_PASSWORD, type, real_name: `${type === 'client' ? 'Client' : 'Moderator'} ${i}`,
      status: 'enabled', must_change_password: 0, created_at: NOW, updated_at: NOW,
    };
  }
}

const day = (offset) => new Date(Date.UTC(2023, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** `count` projects (without ids), each with a client from `clientIds`. */
export function* projects(count, clientIds) {
  for (let i = 1; i <= count; i += 1) {
    const start = i % 700;
    const word = WORDS[i % WORDS.length];
    const created = new Date(Date.UTC(2023, 0, 1) + i * 60_000).toISOString();
    yield {
      name: `Project ${word} ${WORDS[(i * 7) % WORDS.length]} ${i}`, code: `P${String(i).padStart(7, '0')}`,
      client_id: clientIds[i % clientIds.length], status: PROJECT_STATUSES[i % PROJECT_STATUSES.length],
      start_date: day(start), end_date: day(start + 30 + (i % 90)), description: `Research project number ${i} about ${word}.`,
      created_by: null, created_at: created, updated_at: created,
    };
  }
}

/** Moderators and members of project `projectId` (one moderator, two members, all distinct). */
export function projectPeople(projectId, moderatorIds, clientIds) {
  const moderator = moderatorIds[projectId % moderatorIds.length];
  const a = clientIds[(projectId * 3) % clientIds.length];
  const b = clientIds[(projectId * 3 + 1) % clientIds.length];
  return { moderators: [{ project_id: projectId, user_id: moderator }], members: [...new Set([a, b])].map((user_id) => ({ project_id: projectId, user_id })) };
}

/** `count` sessions of project `projectId` (without ids). */
export function projectSessions(projectId, count, moderatorIds) {
  const rows = [];
  for (let k = 0; k < count; k += 1) {
    const start = new Date(Date.UTC(2023, 0, 1) + ((projectId % 700) + k * 3) * 86_400_000 + 14 * 3_600_000);
    rows.push({
      project_id: projectId, title: `Session ${k + 1} of project ${projectId}`, kind: k % 2 ? 'interview' : 'focus_group',
      start_at: start.toISOString(), end_at: new Date(start.getTime() + 5_400_000).toISOString(), time_zone: ZONES[(projectId + k) % ZONES.length],
      moderator_id: moderatorIds[(projectId + k) % moderatorIds.length], status: SESSION_STATUSES[(projectId + k) % SESSION_STATUSES.length],
      meeting_link: `https://meet.example.com/${projectId}-${k}`, capacity: 8, created_at: NOW, updated_at: NOW,
    });
  }
  return rows;
}

/** Participants of session `sessionId`. */
export function sessionParticipants(sessionId, count) {
  const rows = [];
  for (let k = 0; k < count; k += 1) {
    rows.push({
      session_id: sessionId, name: `Participant ${sessionId}-${k + 1}`, contact: `p${sessionId}.${k + 1}@example.com`,
      status: PARTICIPANT_STATUSES[(sessionId + k) % PARTICIPANT_STATUSES.length], created_at: NOW, updated_at: NOW,
    });
  }
  return rows;
}
