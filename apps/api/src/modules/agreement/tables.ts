// Row shape of the agreements table (migration 031).
import type { Generated } from 'kysely';

/** Lifecycle of an agreement version: drafts are edited, one version per type is published, older ones are superseded. */
export type AgreementStatus = 'draft' | 'published' | 'superseded';

/** One version of an agreement of a type (a value of the agreement_type dictionary). */
export interface AgreementsTable {
  id: Generated<number>;
  type: string;
  version: number;
  title: string;
  /** Markdown. */
  content: string;
  status: AgreementStatus;
  created_by: string | null;
  updated_by: string | null;
  published_at: string | null;
  published_by: string | null;
  created_at: string;
  updated_at: string;
  /** When the draft was deleted (migration 135): set aside until its undo window is past, then purged. */
  deleted_at: string | null;
}

/** This module's tables by name; they join `Database` (db/types.ts) by declaration merging. */
export interface AgreementTables {
  agreements: AgreementsTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends AgreementTables {}
}
