import { describe, expect, it } from 'vitest';
import { PROGRESS_CONFIG } from './progress';

describe('progress bar (spec §2 guard rule 4, §9)', () => {
  it('§9 minimum 0.08, speed 200 ms, trickle 800 ms, without a spinner', () => {
    expect(PROGRESS_CONFIG).toEqual({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });
  });
});
