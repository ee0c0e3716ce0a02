import { describe, expect, it } from 'vitest';
import { draftProblems, fromDrafts, toDrafts, type SegmentDraft } from './segmentDraft';

const row = (patch: Partial<SegmentDraft>): SegmentDraft => ({ key: 1, speaker: 'P1', mode: 'offset', time: '', text: 'Hello', ...patch });

describe('transcript rows', () => {
  it('names every problem of a row', () => {
    expect(draftProblems(row({}))).toEqual([]);
    expect(draftProblems(row({ speaker: ' ', time: '1:99', text: '' }))).toEqual([
      'minutes.segment.speakerRequired',
      'minutes.segment.offsetInvalid',
      'minutes.segment.textRequired',
    ]);
    expect(draftProblems(row({ mode: 'clock', time: '25:00' }))).toEqual(['minutes.segment.clockInvalid']);
  });

  it('converts between saved segments and rows', () => {
    const saved = [
      { speaker: 'Mod', offsetSeconds: 125, clockTime: null, text: 'Welcome' },
      { speaker: 'P1', offsetSeconds: null, clockTime: '10:02', text: 'Hi' },
      { speaker: 'P2', offsetSeconds: null, clockTime: null, text: 'No time' },
    ];
    const drafts = toDrafts(saved);
    expect(drafts.map((d) => [d.mode, d.time])).toEqual([
      ['offset', '2:05'],
      ['clock', '10:02'],
      ['offset', ''],
    ]);
    expect(fromDrafts(drafts)).toEqual(saved);
  });
});
