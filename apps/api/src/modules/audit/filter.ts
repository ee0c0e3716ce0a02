// The audit list's filters as the query takes them: the date range checked and made UTC instants once, for the
// list and its export alike (a 400 names the field).
import { badRequest } from '../../http/errors.js';
import type { AuditFilter } from './queries.js';
import type { AuditFilterRequest } from './schemas.js';

/** An ISO-8601 instant as stored (`toISOString`, UTC), or a 400 naming the field. */
function instant(value: string | undefined, field: 'from' | 'to'): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}/.test(value)) throw badRequest(`${field} must be an ISO-8601 date-time`, field);
  return new Date(time).toISOString();
}

/**
 * The query's filter from a request's filters; 400 naming `from` or `to` for a date that is not ISO-8601 or a range
 * that ends before it starts.
 *
 * @example
 * auditFilterOf({ outcome: 'failure', from: '2026-03-01' }); // { outcome: 'failure', from: '2026-03-01T00:00:00.000Z' }
 */
export function auditFilterOf(request: AuditFilterRequest): AuditFilter {
  const { from, to, ...rest } = request;
  const filter: AuditFilter = { ...rest };
  const fromAt = instant(from, 'from');
  const toAt = instant(to, 'to');
  if (fromAt) filter.from = fromAt;
  if (toAt) filter.to = toAt;
  if (fromAt && toAt && fromAt >= toAt) throw badRequest('to must be after from', 'to');
  return filter;
}
