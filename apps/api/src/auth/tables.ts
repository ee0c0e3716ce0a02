// Row shape of access_version (migration 072): one counter the auth guard reads with the session to
// know whether its in-memory operation codes are still current. db/types.ts lists it.
/** The single row (id 1) whose version moves on every change to roles, permissions or user-role links. */
export interface AccessVersionTable {
  id: number;
  version: number;
}
