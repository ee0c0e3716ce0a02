import { diffLines, diffWords } from 'diff';

/** One run of text in a diff. */
export interface DiffPart {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

/** How finely two versions are compared. */
export type DiffMode = 'line' | 'word';

/**
 * The changes from `before` to `after`, by line or by word.
 * @example
 * textDiff('a b', 'a c', 'word'); // [{ kind: 'same', text: 'a ' }, { kind: 'removed', text: 'b' }, { kind: 'added', text: 'c' }]
 */
export function textDiff(before: string, after: string, mode: DiffMode): DiffPart[] {
  const changes = mode === 'line' ? diffLines(before, after) : diffWords(before, after);
  return changes.map((c) => ({ kind: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value }));
}

/** Counts of added and removed runs, for a summary line. */
export function diffStats(parts: DiffPart[]): { added: number; removed: number } {
  return { added: parts.filter((p) => p.kind === 'added').length, removed: parts.filter((p) => p.kind === 'removed').length };
}
