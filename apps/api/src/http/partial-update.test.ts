import { describe, expect, it } from 'vitest';
import { keepOmitted } from './partial-update.js';

describe('keepOmitted', () => {
  it('keeps what the update leaves out and clears what it sends as null or empty', () => {
    const current = { name: 'A', description: 'kept' as string | null, tags: ['x'], clientId: 3 as number | null };
    expect(keepOmitted(current, { name: 'B' })).toEqual({ name: 'B', description: 'kept', tags: ['x'], clientId: 3 });
    expect(keepOmitted(current, { description: null, tags: [], clientId: null })).toEqual({
      name: 'A',
      description: null,
      tags: [],
      clientId: null,
    });
    expect(current).toEqual({ name: 'A', description: 'kept', tags: ['x'], clientId: 3 });
  });
});
