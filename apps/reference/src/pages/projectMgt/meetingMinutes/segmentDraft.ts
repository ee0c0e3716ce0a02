import type { TranscriptSegment } from '@backoffice/api/contract';
import { formatOffset, isClockTime, parseOffset } from './timeOffset';

/** A transcript segment as the editor holds it: the time as typed, in one of two modes. */
export interface SegmentDraft {
  key: number;
  speaker: string;
  mode: 'offset' | 'clock';
  time: string;
  text: string;
}

let nextKey = 1;
/** A fresh key for a new row. */
export const newKey = (): number => nextKey++;

/** Editor rows of saved segments. */
export function toDrafts(segments: TranscriptSegment[]): SegmentDraft[] {
  return segments.map((s) => ({
    key: newKey(),
    speaker: s.speaker,
    text: s.text,
    mode: s.clockTime !== null && s.offsetSeconds === null ? 'clock' : 'offset',
    time: s.offsetSeconds !== null ? formatOffset(s.offsetSeconds) : (s.clockTime ?? ''),
  }));
}

/** What is wrong with a row, as message keys; empty when it can be saved. */
export function draftProblems(d: SegmentDraft): string[] {
  const problems: string[] = [];
  if (d.speaker.trim() === '') problems.push('minutes.segment.speakerRequired');
  if (d.mode === 'offset' && parseOffset(d.time) === undefined) problems.push('minutes.segment.offsetInvalid');
  if (d.mode === 'clock' && d.time.trim() !== '' && !isClockTime(d.time)) problems.push('minutes.segment.clockInvalid');
  if (d.text.trim() === '') problems.push('minutes.segment.textRequired');
  return problems;
}

/** The segments to save (call only when no row has a problem). */
export function fromDrafts(drafts: SegmentDraft[]): TranscriptSegment[] {
  return drafts.map((d) => ({
    speaker: d.speaker.trim(),
    text: d.text.trim(),
    offsetSeconds: d.mode === 'offset' ? (parseOffset(d.time) ?? null) : null,
    clockTime: d.mode === 'clock' && d.time.trim() ? d.time.trim() : null,
  }));
}
