// What a handler learns about its caller. Kept small and read-only: handlers get identity and
// granted operation codes, never the token or its hash.
import type { UserType } from '../db/types.js';

/** The signed-in caller of a request. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  username: string;
  type: UserType;
  /** Operation codes granted by the user's enabled roles. */
  operations: ReadonlySet<string>;
  /** Signed in with a one-time password: until it is changed, only the routes of auth/one-time-password.ts answer. */
  mustChangePassword: boolean;
  /** Signed in without the second factor its roles require: until one is enrolled, only auth/second-factor-enrolment.ts's routes answer. */
  mustEnrolSecondFactor: boolean;
  /**
   * The text another part of the server asked to be read in the session's query (auth/session-lookup.ts,
   * readAlongsideSessions), e.g. the lists' versions; null when none asked. Auth hands it on unread.
   */
  readAlongside: string | null;
}

/** Idle and absolute lifetime of a token, and the clock they are measured with. */
export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
  now: () => Date;
}
