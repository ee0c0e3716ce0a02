import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { requireAuth } from '../../auth/guard.js';
import type { DialectName } from '../../db/connect.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { MAX_INTEGER } from '../../http/schema-bounds.js';
import { auditedWrite } from '../../audit/audited-write.js';
import { recordWrite } from '../../audit/record.js';
import { attachmentDisposition } from './clean-name.js';
import { PREVIEWABLE_MIMES } from './detect-type.js';
import { fileReachable } from './reach.js';
import type { ResourceDeps } from '../../resources/records.js';
import { resourceRoutes } from '../../resources/routes.js';
import { findFile, loadFileContent } from './queries.js';
import { fileResource } from './resource.js';
import * as s from './schemas.js';
import type { FileUploadResult } from './schemas.js';
import { enforceUploadQuota } from './quota.js';
import { readUpload } from './upload.js';

/** Dependencies of {@link fileRoutes}. */
interface FileRouteDeps extends ResourceDeps {
  dialect: DialectName;
  /** Upload limit in bytes. */
  maxBytes: number;
  /** Storage per uploading account in bytes. */
  quotaBytes: number;
}

function fileId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_INTEGER)
    throw badRequest(`id must be an integer from 1 to ${MAX_INTEGER}`, 'id');
  return Number(raw);
}

/**
 * Files: the routes their declaration brings (resource.ts: list, detail, delete with undo, bulk, restore, export) and
 * those that do more: upload, download and image preview. Bytes live in the database.
 */
export function fileRoutes(app: FastifyInstance, deps: FileRouteDeps): void {
  const { db, now, dialect, maxBytes, quotaBytes } = deps;
  const tags = ['file'];
  resourceRoutes(app, fileResource, deps);

  const sendBytes = async (request: FastifyRequest, reply: FastifyReply, as: 'download' | 'preview') => {
    const id = fileId(request);
    const file = (await fileReachable(db, requireAuth(request), id)) ? await loadFileContent(db, id) : undefined;
    if (!file) throw notFound('File not found');
    // nosniff, no-store and the sandboxing Content-Security-Policy come from http/security-headers.ts.
    if (as === 'preview') {
      if (!PREVIEWABLE_MIMES.includes(file.mime)) throw badRequest('Only images can be previewed; download this file instead', 'id');
      return reply.header('Content-Disposition', 'inline').type(file.mime).send(file.data);
    }
    await recordWrite(
      db,
      request,
      { action: 'file.download', target: `file:${id}`, detail: { name: file.name, size: file.data.length } },
      now(),
    );
    return reply.header('Content-Disposition', attachmentDisposition(file.name)).type('application/octet-stream').send(file.data);
  };

  // Multipart parsing only inside this scope; the guard and error handler are inherited from the root.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });
    defineRoute(scope, {
      method: 'POST',
      url: '/api/admin/file/upload',
      access: { operation: 'file:add' },
      tags,
      result: s.fileResult,
      multipart: { fileField: 'file', description: `One file of an allowed type (checked by its bytes), at most ${maxBytes} bytes` },
      summary: 'Upload one file (multipart field "file"); type checked by its bytes, size and per-account storage limited (413)',
      handler: async (request) => {
        const upload = await readUpload(request, maxBytes);
        const auth = requireAuth(request);
        const sha256 = createHash('sha256').update(upload.data).digest('hex');
        const id = await auditedWrite(db, request, now(), 'file.upload', async (trx, at) => {
          await enforceUploadQuota(trx, dialect, auth.userId, upload.data.length, quotaBytes);
          const row = await trx
            .insertInto('files')
            .values({
              original_name: upload.originalName,
              clean_name: upload.name,
              mime: upload.type.mime,
              size: upload.data.length,
              sha256,
              data: upload.data,
              uploader_id: auth.userId,
              uploader_name: auth.username,
              created_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return {
            result: row.id,
            target: `file:${row.id}`,
            detail: { name: upload.name, mime: upload.type.mime, size: upload.data.length, sha256 },
          };
        });
        const record = await findFile(db, id);
        if (!record) throw notFound('File not found');
        return ok<FileUploadResult>(record);
      },
    });
  });

  for (const as of ['download', 'preview'] as const) {
    const url = `/api/admin/file/${as}/:id`;
    const summary =
      as === 'download'
        ? 'Download a file: application/octet-stream with an attachment Content-Disposition'
        : 'An image file with its real type (images only), for previews';
    // POST for the console's envelope client (`download()`), GET for links and tools; both need the bearer token.
    defineRoute(app, {
      method: 'POST',
      url,
      access: { operation: 'file:detail' },
      tags,
      result: s.bytesResult,
      summary,
      handler: (request, reply) => sendBytes(request, reply, as),
    });
    // defineRoute cannot turn off Fastify's automatic HEAD route, which would answer guarded requests without a body.
    const schema: FastifySchema & Record<string, unknown> = {
      summary,
      tags,
      security: [{ bearerAuth: [] }],
      description: 'Requires operation `file:detail`.',
    };
    app.route({
      method: 'GET',
      url,
      exposeHeadRoute: false,
      config: { operation: 'file:detail' },
      schema,
      handler: (request, reply) => sendBytes(request, reply, as),
    });
  }
}
