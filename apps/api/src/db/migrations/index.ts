// The static migration list: bundled into dist/server.js, so no folder scanning at run time.
// Add new files as NNN_name.ts and list them here in order.
import type { Migration } from 'kysely';
import * as m001 from './001_identity.js';
import * as m002 from './002_sessions_and_audit.js';

/** All migrations by name; Kysely runs them in name order. */
export const migrations: Record<string, Migration> = {
  '001_identity': m001,
  '002_sessions_and_audit': m002,
};
