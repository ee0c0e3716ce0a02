// The audit history of the sample data set: the entries the console would have recorded while its
// staff created these records and signed in, in time order, as the audit log page lists them.
import type { AuditLogTable } from '../db/types.js';
import type { SessionRef } from './build-projects.js';
import type { StaffRef } from './build-staff.js';
import type { Prng } from './prng.js';

/** What the history is told about the records built. */
export interface HistorySources {
  admin: StaffRef;
  people: ReadonlyMap<string, StaffRef>;
  roles: readonly { code: string; name: string; created_at: string }[];
  users: readonly { username: string; created_at: string }[];
  projects: readonly { id: number; code: string; created_at: string }[];
  sessions: readonly SessionRef[];
  files: readonly { id: number; clean_name: string; mime: string; size: number; uploader_name: string | null; created_at: string }[];
  questions: readonly { id: number; type: string; created_at: string }[];
  agreements: readonly { type: string; version: number; published_at: string | null; created_at: string }[];
  minutes: readonly { session_id: number; version: number; updated_by_name: string | null; updated_at: string }[];
}

type Entry = Omit<AuditLogTable, 'id'>;

/** Audit entries for every record of the set plus sign-ins before sessions, oldest first. */
export function buildHistory(src: HistorySources, random: Prng): Entry[] {
  const byName = (username: string | null) => (username ? src.people.get(username) : undefined) ?? src.admin;
  const ip = () => `203.0.113.${random.int(10, 250)}`;
  const entry = (actor: StaffRef, action: string, at: string, target: string, detail?: Record<string, unknown>): Entry => ({
    at,
    actor_user_id: actor.id,
    actor_username: actor.username,
    action,
    target,
    detail: detail ? JSON.stringify(detail) : null,
    ip: ip(),
    outcome: 'success',
  });
  const admin = src.admin;
  const entries: Entry[] = [
    ...src.roles.map((r) => entry(admin, 'role.add', r.created_at, `role:${r.code}`, { name: r.name })),
    ...src.users.map((u) => entry(admin, 'user.add', u.created_at, `user:${u.username}`)),
    ...src.files.map((f) =>
      entry(byName(f.uploader_name), 'file.upload', f.created_at, `file:${f.id}`, { name: f.clean_name, mime: f.mime, size: f.size }),
    ),
    ...src.questions.map((q) => entry(admin, 'question.add', q.created_at, `question:${q.id}`, { type: q.type })),
    ...src.agreements.map((a) =>
      entry(admin, a.published_at ? 'agreement.publish' : 'agreement.add', a.published_at ?? a.created_at, `${a.type}:v${a.version}`),
    ),
    ...src.projects.map((p) => entry(admin, 'project.add', p.created_at, p.code, { id: p.id })),
    ...src.minutes.map((m) =>
      entry(byName(m.updated_by_name), 'minutes.save', m.updated_at, `session:${m.session_id}`, { version: m.version }),
    ),
  ];
  for (const s of src.sessions) {
    const signIn = new Date(Date.parse(s.startAt) - random.int(20, 90) * 60_000).toISOString();
    if (s.status === 'completed' || s.status === 'live') entries.push(entry(s.moderator, 'land.login', signIn, s.moderator.username));
  }
  // A mistyped password now and then, as a real log has.
  const moderators = [...src.people.values()].filter((p) => p.id !== admin.id);
  const past = src.sessions.filter((s) => s.status === 'completed');
  for (let k = 0; k < 3; k += 1) {
    const who = random.pick(moderators);
    const session = past[k * 7];
    if (!session) break;
    entries.push({
      ...entry(who, 'land.login', new Date(Date.parse(session.startAt) - 7_200_000).toISOString(), who.username, {
        reason: 'wrong_password',
      }),
      outcome: 'failure',
    });
  }
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
