import { describe, expect, it } from 'vitest';
import { diffStats, textDiff } from './textDiff';

describe('textDiff', () => {
  it('shows added and removed lines', () => {
    const parts = textDiff('one\ntwo\nthree\n', 'one\n2\nthree\nfour\n', 'line');
    expect(parts).toEqual([
      { kind: 'same', text: 'one\n' },
      { kind: 'removed', text: 'two\n' },
      { kind: 'added', text: '2\n' },
      { kind: 'same', text: 'three\n' },
      { kind: 'added', text: 'four\n' },
    ]);
    expect(diffStats(parts)).toEqual({ added: 2, removed: 1 });
  });

  it('shows changed words', () => {
    const parts = textDiff('We keep little data', 'We keep less data', 'word');
    expect(parts.filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'little' },
      { kind: 'added', text: 'less' },
    ]);
  });
});
