import { describe, expect, it } from 'vitest';
import { loadPasswordScorer } from './scorer';
import { describeStrength, PASSWORD_RATINGS, userInputWords } from './strength';

describe('describeStrength', () => {
  it('names the score, says whether it is weak and keeps the feedback keys', () => {
    expect(describeStrength({ score: 1, feedback: { warning: 'common', suggestions: ['anotherWord'] } })).toEqual({
      score: 1,
      rating: 'weak',
      weak: true,
      warning: 'common',
      suggestions: ['anotherWord'],
    });
    expect(describeStrength({ score: 3, feedback: { warning: null, suggestions: [] } })).toEqual({
      score: 3,
      rating: 'strong',
      weak: false,
      suggestions: [],
    });
    expect(PASSWORD_RATINGS).toHaveLength(5);
  });
});

describe('userInputWords', () => {
  it('reads names whole, without separators and in parts of three characters or more', () => {
    expect(userInputWords(['Ada Lovelace', 'li.wei', ''])).toEqual([
      'ada lovelace',
      'adalovelace',
      'ada',
      'lovelace',
      'li.wei',
      'liwei',
      'wei',
    ]);
  });
});

describe('loadPasswordScorer', () => {
  it("rates the review's common passwords weak with a reason, and a long passphrase strong", async () => {
    const score = await loadPasswordScorer();
    for (const weak of ['Password1!', 'Summer2024!', 'Qwerty123!', 'Passw0rd!']) {
      const strength = score(weak);
      expect({ weak, rated: strength.weak, reason: Boolean(strength.warning) }).toEqual({ weak, rated: true, reason: true });
    }
    expect(score('violet kettle orbits quiet dunes')).toMatchObject({ weak: false });
    expect(await loadPasswordScorer()).toBe(score);
  });

  it("counts the user's own words as easy to guess", async () => {
    const score = await loadPasswordScorer();
    expect(score('ingrid.okafor', ['ingrid.okafor'])).toMatchObject({ weak: true, warning: 'userInputs' });
    expect(score('IngridOkafor2024', ['Ingrid Okafor'])).toMatchObject({ weak: true, warning: 'userInputs' });
    expect(score('IngridOkafor2024').weak).toBe(false);
  });
});
