// The project list's keyword index, as the list machinery (lists/keywords/keyword-plan.ts) plans and matches it.
import type { KeywordIndex } from '../../lists/index.js';

/** The project list's keyword: name or code (migration 070). */
export const PROJECT_KEYWORDS: KeywordIndex = {
  table: 'projects',
  alias: 'p',
  columns: ['name', 'code'],
  fts: 'projects_search',
  folded: 'search_text', // migration 100
  joints: 'search_joints', // migration 106
};
