// The whole sample data set as rows per table, in the order they can be written (parents first).
// Built from the catalogs, the context and one seeded sequence: the same context gives the same rows.
import { buildHistory } from './build-history.js';
import { buildLibrary } from './build-library.js';
import { buildMinutes } from './build-minutes.js';
import { buildProjects } from './build-projects.js';
import { buildStaff, type StaffRef } from './build-staff.js';
import { idAllocator, NUMBERED_TABLES, timeline, type SampleContext } from './context.js';
import { seededPrng } from './prng.js';
import type { TableRows } from './writer.js';

/** Seed of the sample data set's sequence. */
export const SAMPLE_SEED = 20_240_601;

/** The sample data set for `ctx`: every table's rows in write order. */
export function buildSampleData(ctx: SampleContext): TableRows {
  const random = seededPrng(SAMPLE_SEED);
  const time = timeline(ctx.anchor);
  const nextId = idAllocator(ctx.firstIds);
  const admin: StaffRef = { id: ctx.adminId, username: ctx.adminUsername, realName: ctx.adminName };
  const staff = buildStaff(ctx, nextId, random, time.at);
  const library = buildLibrary(nextId, random, time.at, staff.people, admin);
  const research = buildProjects(nextId, random, time, staff.people, admin, library.questionIds);
  const minutes = buildMinutes(research.sessions, random, ctx.anchor);
  const audit_log = buildHistory(
    {
      admin,
      people: staff.people,
      roles: staff.tables.roles,
      users: staff.tables.users,
      projects: research.tables.projects as { id: number; code: string; created_at: string }[],
      sessions: research.sessions,
      files: library.tables.files,
      questions: library.tables.questions,
      agreements: library.tables.agreements,
      minutes: minutes.meeting_minutes,
    },
    random,
  );
  return { ...staff.tables, ...library.tables, ...research.tables, ...minutes, audit_log };
}

/** The tables the set writes with its own ids (their id sequences must move past them on PostgreSQL). */
export const SAMPLE_NUMBERED_TABLES: readonly string[] = NUMBERED_TABLES;
