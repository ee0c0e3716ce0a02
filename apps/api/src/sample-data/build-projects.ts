// Projects of the sample data set with their people, sessions, participants and question guides.
// A session's status follows its time: ended before the anchor -> completed (a few cancelled),
// starting after it -> scheduled, and the first project's session of the day is live at the anchor.
import type { ParticipantStatus, SessionKind, SessionStatus } from '../modules/project/tables.js';
import { PARTICIPANT_NAMES } from './catalog-people.js';
import { SAMPLE_PROJECTS, type SampleProject } from './catalog-projects.js';
import type { StaffRef } from './build-staff.js';
import type { Prng } from './prng.js';
import { participantRow, projectPeopleRows, projectRow, sessionRow } from './rows.js';

type NextId = (table: 'projects' | 'project_sessions') => number;
/** Date helpers of context.ts. */
interface Timeline {
  day(days: number): string;
  at(days: number, hours?: number): string;
  fromAnchor(minutes: number): string;
}

/** A written session, for the minutes and the history. */
export interface SessionRef {
  id: number;
  projectId: number;
  project: SampleProject;
  title: string;
  status: SessionStatus;
  startAt: string;
  moderator: StaffRef;
  participants: string[];
}

/** UTC hours at which sessions start in each zone (mornings and afternoons there). */
const START_HOURS: Record<SampleProject['zone'], readonly number[]> = {
  'Asia/Shanghai': [2, 6],
  'Europe/London': [9, 13],
  'America/New_York': [14, 18],
};

function statusOf(startAt: string, endAt: string, anchor: string, random: Prng): SessionStatus {
  if (endAt <= anchor) return random.next() < 0.1 ? 'cancelled' : 'completed';
  if (startAt > anchor) return random.next() < 0.05 ? 'cancelled' : 'scheduled';
  return 'live';
}

function participantStatus(session: SessionStatus, days: number, random: Prng): ParticipantStatus {
  if (session === 'completed') return random.next() < 0.85 ? 'attended' : 'no_show';
  if (session === 'live') return random.next() < 0.8 ? 'attended' : 'confirmed';
  if (session === 'cancelled' || days > 7) return 'invited';
  return random.next() < 0.6 ? 'confirmed' : 'invited';
}

/** Every project table's rows and the sessions written. */
export function buildProjects(
  nextId: NextId,
  random: Prng,
  time: Timeline,
  people: ReadonlyMap<string, StaffRef>,
  admin: StaffRef,
  questionIds: readonly number[],
) {
  const anchor = time.fromAnchor(0);
  const person = (username: string) => people.get(username) ?? admin;
  const tables = {
    projects: [] as object[],
    project_moderators: [] as object[],
    project_members: [] as object[],
    project_sessions: [] as object[],
    session_participants: [] as object[],
    session_questions: [] as object[],
  };
  const sessions: SessionRef[] = [];
  for (const [index, p] of SAMPLE_PROJECTS.entries()) {
    const projectId = nextId('projects');
    const createdAt = time.at(Math.min(p.startDay - 14, -index), 8 + (index % 4));
    tables.projects.push({
      id: projectId,
      ...projectRow({
        name: p.name,
        code: p.code,
        clientId: person(p.client).id,
        status: p.status,
        startDate: time.day(p.startDay),
        endDate: time.day(p.endDay),
        description: p.description,
        createdBy: admin.id,
        createdAt,
        updatedAt: p.status === 'draft' ? createdAt : time.at(Math.min(p.endDay, -1), 17),
      }),
    });
    const projectPeople = projectPeopleRows(
      projectId,
      p.moderators.map((u) => person(u).id),
      [person(p.client).id, ...p.members.map((u) => person(u).id)],
    );
    tables.project_moderators.push(...projectPeople.moderators);
    tables.project_members.push(...projectPeople.members);

    const numbers: Record<SessionKind, number> = { focus_group: 0, interview: 0 };
    for (const [k, days] of p.sessionDays.entries()) {
      const kind: SessionKind = random.next() < 0.6 ? 'focus_group' : 'interview';
      numbers[kind] += 1;
      const live = index === 0 && days === 0;
      const startAt = live ? time.fromAnchor(-30) : days === 0 ? time.fromAnchor(120) : time.at(days, random.pick(START_HOURS[p.zone]));
      const endAt = new Date(Date.parse(startAt) + (kind === 'focus_group' ? 120 : 60) * 60_000).toISOString();
      const status = statusOf(startAt, endAt, anchor, random);
      const moderator = person(p.moderators[k % p.moderators.length] ?? p.moderators[0] ?? admin.username);
      const title =
        kind === 'focus_group'
          ? `Focus group ${numbers.focus_group} · ${p.city.en} / 焦点小组 ${numbers.focus_group} · ${p.city.zh}`
          : `In-depth interview ${numbers.interview} / 深度访谈 ${numbers.interview}`;
      const capacity = kind === 'focus_group' ? 8 : 2;
      const sessionId = nextId('project_sessions');
      const at = time.at(Math.min(days - 10, -1), 9);
      tables.project_sessions.push({
        id: sessionId,
        ...sessionRow({
          projectId,
          title,
          kind,
          startAt,
          endAt,
          timeZone: p.zone,
          moderatorId: moderator.id,
          status,
          meetingLink: `https://meet.example.com/${p.code.toLowerCase()}-${k + 1}`,
          capacity,
          at,
        }),
      });
      const names = random.sample(PARTICIPANT_NAMES, kind === 'focus_group' ? random.int(4, capacity) : random.int(1, capacity));
      for (const n of names) {
        const domain = /^[\x20-\x7e]+$/.test(n.name) ? 'example.com' : 'example.cn';
        tables.session_participants.push(
          participantRow({ sessionId, name: n.name, contact: `${n.mail}@${domain}`, status: participantStatus(status, days, random), at }),
        );
      }
      const guide = random.sample(p.questions, Math.min(p.questions.length, random.int(3, 5)));
      tables.session_questions.push(
        ...guide.map((number, i) => ({ session_id: sessionId, question_id: questionIds[number - 1] as number, position: i + 1 })),
      );
      sessions.push({ id: sessionId, projectId, project: p, title, status, startAt, moderator, participants: names.map((n) => n.name) });
    }
  }
  return { tables, sessions };
}
