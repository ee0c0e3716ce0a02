// The list machinery's one seam: what a module's list (or a declared resource's list loader) calls, and what the
// server wires at start. Each list request goes route -> declaration -> answer cache -> plan -> bounded total -> SQL
// (docs/architecture.md, "One list request"); the folders below hold one idea each:
//   answer-cache/  kept answers per list version, and the versions read with the session
//   keywords/      how a keyword is matched (LIKE, trigram indexes) and which plan it takes (walk or search)
//   total/         a page and its total counted only as far as the pager shows
//   search-index/  SQLite's keyword indexes kept merged
//   query-plans/   the tests' check that every list's filters and sorts use an index (not shipped)
// Modules import this file, never the folders (layering.test.ts).
export { containsKeyword, containsPattern } from './keywords/like.js';
export {
  INDEXED_KEYWORD_LENGTH,
  keywordCondition,
  keywordJoints,
  keywordPlan,
  keywordWindows,
  type KeywordIndex,
  type KeywordPlan,
} from './keywords/keyword-plan.js';
export { keywordStatistics, type KeywordStatistics } from './keywords/keyword-statistics.js';
export {
  countBounded,
  countReach,
  inIdOrder,
  LOOKAHEAD_PAGES,
  pageIdsWithBoundedTotal,
  pageOfSortedIds,
  pageWithBoundedTotal,
  type BoundedTotal,
  type PageRequest,
} from './total/bounded-total.js';
export { offsetPage } from './total/offset-page.js';
export {
  listResultCacheOf,
  observeListResults,
  switchListResultCaches,
  type CachedListName,
  type ListResultCache,
  type ListResultObserver,
} from './answer-cache/list-results.js';
export { listVersionsOf, readListVersionsWithSessions } from './answer-cache/versions.js';
export { keepSearchIndexesMerged, type SearchIndexUpkeep } from './search-index/search-index-upkeep.js';
