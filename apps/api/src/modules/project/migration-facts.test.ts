// Facts the project code shares with its migrations, kept twice on purpose: run-time code imports no migration
// (a migration is history and must not change with the code), so each side holds its own copy; here they agree,
// with the baselines a new database runs.
import { describe, expect, it } from 'vitest';
import { PROJECT_NAMES_VERSION } from './kept-list.js';
import * as baseline from './migrations/020_project_baseline.js';
import * as counters from './migrations/020_project_counters_baseline.js';
import { POSTGRES_PROJECT_SPAN } from './span.js';

describe('project facts shared with migrations', () => {
  it('queries the span with the text of the span index and reads the names version the migration added', () => {
    expect(POSTGRES_PROJECT_SPAN).toBe(baseline.POSTGRES_PROJECT_SPAN);
    expect(PROJECT_NAMES_VERSION).toBe(counters.PROJECT_NAMES_VERSION);
  });
});
