// POST /api/admin/<name>/export { format, query, columns? }: the list's current view (its filters and sort, in the
// caller's scope) as a CSV or XLSX file, streamed while the rows are read a page at a time (pages.ts), so memory
// stays flat at any size. At most EXPORT_MAX_ROWS rows (default 100,000); a capped file says so in its last line.
// Recorded in the audit log as downloads are (`<name>.export`, with the rows written, the format and the query).
import type { FastifyInstance } from 'fastify';
import type { RecordScope } from '../auth/record-scope.js';
import type { AuthContext } from '../auth/types.js';
import { recordWrite } from '../audit/record.js';
import type { RouteAccess } from '../http/access.js';
import { defineRoute } from '../http/define-route.js';
import { derivedOnce } from '../http/derived-once.js';
import { Type } from '../http/schema-types.js';
import { accessOf, auditAction } from './declaration.js';
import type { ExportColumn } from './export-columns.js';
import { pagesOf } from './pages.js';
import { callerOf, type AnyResource, type ResourceDeps } from './records.js';
import { exportBody, type ExportRequest } from './schemas.js';
import { csvStream, xlsxStream, type TableCell } from './table-files.js';

/** Most rows an export writes unless EXPORT_MAX_ROWS says otherwise. */
export const DEFAULT_EXPORT_MAX_ROWS = 100_000;

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

/** The last line of a capped export, in the caller's language. */
function cappedLine(locale: 'en-US' | 'zh-CN', max: number): string {
  return locale === 'zh-CN'
    ? `仅导出前 ${max} 行；请缩小筛选范围以导出其余记录`
    : `Capped at the first ${max} rows; narrow the filter to export the rest`;
}

/** Where an export route answers and whose records it writes (the 'my' lists export with the caller's scope). */
export interface ExportRouteOptions {
  /** Path under /api/admin/<name>/ (default `export`). */
  path?: string;
  access?: RouteAccess;
  scope?: (auth: AuthContext) => RecordScope | null;
  /** The audit entry's target (default the resource's name). */
  auditTarget?: string;
}

const exportBodies = new WeakMap<AnyResource, ReturnType<typeof exportBody>>();
/** The file's bytes are the answer; the envelope's schema only documents it. */
const fileResult = Type.String();

/** Registers the export route of a resource that declares export columns. */
export function exportRoute(app: FastifyInstance, resource: AnyResource, deps: ResourceDeps, options: ExportRouteOptions = {}): void {
  const columns = resource.export!.columns as readonly ExportColumn<{ id: number }>[];
  const max = deps.exportMaxRows ?? DEFAULT_EXPORT_MAX_ROWS;
  defineRoute(app, {
    method: 'POST',
    url: `/api/admin/${resource.name}/${options.path ?? 'export'}`,
    access: options.access ?? accessOf(resource, 'export'),
    summary: `The ${resource.name} list's view (filters, sort, scope) as a CSV or XLSX file, at most ${max} rows`,
    tags: [resource.name],
    body: derivedOnce(exportBodies, resource, () =>
      exportBody(
        resource.list.filter,
        columns.map((c) => c.key),
      ),
    ),
    result: fileResult,
    handler: async (request, reply) => {
      const body = request.body as ExportRequest<Record<string, unknown>>;
      const caller = callerOf(resource, request, deps.now());
      const scope = options.scope ? options.scope(caller.auth) : caller.scope;
      const chosen = body.columns ? body.columns.map((key) => columns.find((c) => c.key === key)!) : columns;
      const locale = /^zh/i.test(request.headers['accept-language'] ?? '') ? 'zh-CN' : 'en-US';
      const filter = body.query ?? {};
      let written = 0;
      let capped = false;
      async function* rows(): AsyncGenerator<TableCell[][]> {
        for await (const page of pagesOf(deps.db, resource, filter, scope, max + 1)) {
          const kept = page.slice(0, max - written);
          capped ||= kept.length < page.length;
          written += kept.length;
          if (kept.length > 0) yield kept.map((record) => chosen.map((c) => c.cell(record)));
        }
      }
      const lastLine = async () => {
        const detail = {
          rows: written,
          format: body.format,
          filter,
          ...(body.columns ? { columns: body.columns } : {}),
          ...(capped ? { capped } : {}),
        };
        await recordWrite(
          deps.db,
          request,
          { action: auditAction(resource, 'export'), target: options.auditTarget ?? resource.name, detail },
          caller.at,
        );
        return capped ? cappedLine(locale, max) : null;
      };
      const source = { header: chosen.map((c) => c.titles[locale]), rows: rows(), lastLine };
      const stamp = caller.at.toISOString().slice(0, 10);
      // A sheet's name may not hold * ? : / \ [ ] (e.g. the resource 'dict/item').
      return reply
        .header('content-type', CONTENT_TYPES[body.format])
        .header('content-disposition', `attachment; filename="${resource.export?.fileName ?? resource.name}-${stamp}.${body.format}"`)
        .header('x-export-max-rows', String(max))
        .send(body.format === 'csv' ? csvStream(source) : xlsxStream(source, resource.name.replace(/[*?:/\\[\]]/g, '-')));
    },
  });
}
