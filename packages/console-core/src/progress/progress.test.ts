import { describe, expect, it } from 'vitest';
import { PROGRESS_CONFIG } from './progress';

// see docs/behaviour.md#25-navigation-guard, docs/behaviour.md#9-constants-and-limits
describe('progress bar (behaviour §2.5 rule 4, §9)', () => {
  it('§9 minimum 0.08, speed 200 ms, trickle 800 ms, without a spinner', () => {
    expect(PROGRESS_CONFIG).toEqual({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });
  });
});
