// The file list's keyword index, as the list machinery (lists/keywords/keyword-plan.ts) plans and matches it.
import type { KeywordIndex } from '../../lists/index.js';

/** The file list's keyword: the cleaned name (migration 099). */
export const FILE_KEYWORDS: KeywordIndex = {
  table: 'files',
  alias: 'f',
  columns: ['clean_name'],
  fts: 'files_search',
  folded: 'search_text', // migration 101
};
