import type { MinutesDetail, TranscriptSegment } from './schemas.js';

/** 'h:mm:ss' of an offset in seconds. */
export function formatOffset(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

function when(segment: TranscriptSegment): string {
  if (segment.offsetSeconds !== null) return `+${formatOffset(segment.offsetSeconds)}`;
  return segment.clockTime ?? '';
}

/** Markdown special characters escaped, so a transcript line cannot become a heading or a link. */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_{}[\]()#+\-.!|<>])/g, '\\$1');
}

/** The minutes as a Markdown document: title, session facts, summary, key points, transcript. */
export function minutesToMarkdown(m: MinutesDetail): string {
  const lines = [
    `# ${escapeMarkdown(m.session.title)}`,
    '',
    `- Project: ${escapeMarkdown(m.session.projectName)}`,
    `- Start: ${m.session.startAt} (${m.session.timeZone})`,
    ...(m.session.moderatorName ? [`- Moderator: ${escapeMarkdown(m.session.moderatorName)}`] : []),
    `- Version: ${m.version}`,
    '',
    '## Summary',
    '',
    m.summary ? escapeMarkdown(m.summary) : '_None_',
    '',
    '## Key points',
    '',
    ...(m.keyPoints.length ? m.keyPoints.map((k) => `- ${escapeMarkdown(k)}`) : ['_None_']),
    '',
    '## Transcript',
    '',
    ...(m.segments.length
      ? m.segments
          .map((s) => `${when(s) ? `\`${when(s)}\` ` : ''}**${escapeMarkdown(s.speaker)}:** ${escapeMarkdown(s.text)}`)
          .flatMap((l) => [l, ''])
      : ['_None_', '']),
  ];
  return lines.join('\n');
}

/** The minutes as plain text. */
export function minutesToText(m: MinutesDetail): string {
  const lines = [
    m.session.title,
    '='.repeat(Math.min(m.session.title.length, 80)),
    `Project: ${m.session.projectName}`,
    `Start: ${m.session.startAt} (${m.session.timeZone})`,
    ...(m.session.moderatorName ? [`Moderator: ${m.session.moderatorName}`] : []),
    `Version: ${m.version}`,
    '',
    'SUMMARY',
    m.summary || '(none)',
    '',
    'KEY POINTS',
    ...(m.keyPoints.length ? m.keyPoints.map((k) => `* ${k}`) : ['(none)']),
    '',
    'TRANSCRIPT',
    ...(m.segments.length ? m.segments.map((s) => `${when(s) ? `[${when(s)}] ` : ''}${s.speaker}: ${s.text}`) : ['(none)']),
    '',
  ];
  return lines.join('\n');
}

/** The download file name: minutes-<session id>-<title slug>.<md|txt>. */
export function exportFileName(m: MinutesDetail, format: 'markdown' | 'text'): string {
  const slug =
    m.session.title
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .toLowerCase() || 'session';
  return `minutes-${m.session.id}-${slug}.${format === 'markdown' ? 'md' : 'txt'}`;
}
