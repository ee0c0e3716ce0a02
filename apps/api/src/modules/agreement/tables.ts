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
}
