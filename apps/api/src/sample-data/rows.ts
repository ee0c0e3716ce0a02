// Row builders shared by the sample data set (sample-set.ts) and the benchmarks' seeder
// (bench/seed-rows.mjs imports this file through tsx): one place that knows which columns a staff
// account, a project, a research session and a participant row carry, so the two seeders cannot drift.
import type { UserType } from '../db/types.js';
import type { ParticipantStatus, ProjectStatus, SessionKind, SessionStatus } from '../modules/project/tables.js';

/**
 * A well-formed argon2id hash that no password is known to produce: an account holding it cannot sign
 * in until an administrator resets its password. Sample and benchmark accounts start with it.
 */
export const NO_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaA$YmVuY2hiZW5jaGJlbmNoYmVuY2hiZW5jaGJlbmNo';

/** A staff account to write. */
export interface StaffUserSpec {
  uuid: string;
  username: string;
  type: UserType;
  realName: string;
  /** ISO instant of creation (and last update). */
  at: string;
  /** Defaults to {@link NO_PASSWORD_HASH}. */
  passwordHash?: string;
}

/** The users row of an enabled staff account that need not change its password. */
export function staffUserRow(spec: StaffUserSpec) {
  return {
    uuid: spec.uuid,
    username: spec.username,
    password_hash: spec.passwordHash ?? NO_PASSWORD_HASH,
    type: spec.type,
    real_name: spec.realName,
    status: 'enabled' as const,
    must_change_password: 0 as const,
    created_at: spec.at,
    updated_at: spec.at,
  };
}

/** A research project to write. */
export interface ProjectSpec {
  name: string;
  code: string;
  clientId: number | null;
  status: ProjectStatus;
  /** 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  description: string | null;
  createdBy: number | null;
  createdAt: string;
  /** Defaults to `createdAt`. */
  updatedAt?: string;
}

/** The projects row of a project (without its id). */
export function projectRow(spec: ProjectSpec) {
  return {
    name: spec.name,
    code: spec.code,
    client_id: spec.clientId,
    status: spec.status,
    start_date: spec.startDate,
    end_date: spec.endDate,
    description: spec.description,
    created_by: spec.createdBy,
    created_at: spec.createdAt,
    updated_at: spec.updatedAt ?? spec.createdAt,
  };
}

/** The project_moderators and project_members rows of one project; repeated user ids are written once. */
export function projectPeopleRows(projectId: number, moderatorIds: readonly number[], memberIds: readonly number[]) {
  const rows = (ids: readonly number[]) => [...new Set(ids)].map((user_id) => ({ project_id: projectId, user_id }));
  return { moderators: rows(moderatorIds), members: rows(memberIds) };
}

/** A research session to write. */
export interface SessionSpec {
  projectId: number;
  title: string;
  kind: SessionKind;
  startAt: string;
  endAt: string;
  timeZone: string;
  moderatorId: number | null;
  status: SessionStatus;
  meetingLink: string | null;
  capacity: number;
  at: string;
}

/** The project_sessions row of a session (without its id). */
export function sessionRow(spec: SessionSpec) {
  return {
    project_id: spec.projectId,
    title: spec.title,
    kind: spec.kind,
    start_at: spec.startAt,
    end_at: spec.endAt,
    time_zone: spec.timeZone,
    moderator_id: spec.moderatorId,
    status: spec.status,
    meeting_link: spec.meetingLink,
    capacity: spec.capacity,
    created_at: spec.at,
    updated_at: spec.at,
  };
}

/** A participant of a session to write. */
export interface ParticipantSpec {
  sessionId: number;
  name: string;
  contact: string | null;
  status: ParticipantStatus;
  at: string;
}

/** The session_participants row of a participant (without its id). */
export function participantRow(spec: ParticipantSpec) {
  return {
    session_id: spec.sessionId,
    name: spec.name,
    contact: spec.contact,
    status: spec.status,
    created_at: spec.at,
    updated_at: spec.at,
  };
}
