import type { ProjectItem } from './schemas.js';

/**
 * One CSV cell, safe to open in a spreadsheet: a value starting with = + - @ (or a tab or carriage
 * return) gets a leading apostrophe so it is not run as a formula; quotes, commas and line breaks
 * are quoted per RFC 4180.
 * @example
 * csvCell('=SUM(A1)'); // "'=SUM(A1)"
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const HEADER = [
  'ID',
  'Code',
  'Name',
  'Status',
  'Client',
  'Start date',
  'End date',
  'Moderators',
  'Members',
  'Sessions',
  'Description',
  'Created at',
];

/** The projects as CSV text (header row first, CRLF line ends, UTF-8 BOM so spreadsheets read accents). */
export function projectsToCsv(projects: readonly ProjectItem[]): string {
  const rows = projects.map((p) => [
    p.id,
    p.code,
    p.name,
    p.status,
    p.client?.name ?? '',
    p.startDate,
    p.endDate,
    p.moderators.map((m) => m.name).join('; '),
    p.members.map((m) => m.name).join('; '),
    p.sessionCount,
    p.description,
    p.createdAt,
  ]);
  return `\ufeff${[HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
