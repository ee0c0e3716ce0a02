// Reads the one file of a multipart upload into memory within the size limit, then checks its
// type. Errors are ApiErrors with messages a person can act on.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, Code, badRequest } from '../../http/errors.js';
import { replaceForbiddenText } from '../../http/text-rule.js';
import { cleanFileName } from './clean-name.js';
import { detectFileType, type AllowedType } from './detect-type.js';

/** Default upload limit: 20 MiB. */
export const DEFAULT_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** FILE_MAX_BYTES from the environment (a positive integer), else 20 MiB. */
export function fileMaxBytesFrom(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.FILE_MAX_BYTES?.trim();
  if (!raw) return DEFAULT_FILE_MAX_BYTES;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`FILE_MAX_BYTES must be a positive integer, got "${raw}"`);
  return value;
}

/** A size in words, e.g. '20 MiB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} bytes`;
}

/** An accepted upload. */
export interface AcceptedUpload {
  originalName: string;
  name: string;
  type: AllowedType;
  data: Buffer;
}

/** Lets the client finish sending (bounded) so it can read the 413 answer instead of a reset connection. */
async function drain(part: MultipartFile, request: FastifyRequest, budget: number): Promise<void> {
  part.file.resume();
  let seen = 0;
  await new Promise<void>((resolve) => {
    const raw = request.raw;
    if (raw.readableEnded) return resolve();
    raw.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > budget) resolve();
    });
    raw.on('end', () => resolve());
    raw.on('error', () => resolve());
  });
}

/** A form the multipart parser gave up on (no boundary, cut short, too many parts): the sender's fault, so a 400. */
function unreadableForm(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return badRequest(`file: the form could not be read (${reason.slice(0, 120)}); send multipart/form-data with one "file" field`, 'file');
}

/** Reads and checks the upload: 400 without a file or with a refused type, 413 over `maxBytes`. */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<AcceptedUpload> {
  if (!request.isMultipart()) throw badRequest('file is required: send multipart/form-data with a "file" field', 'file');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  } catch (error) {
    throw unreadableForm(error);
  }
  if (!part) throw badRequest('file is required: the form has no file', 'file');
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      await drain(part, request, maxBytes * 4);
      throw new ApiError(Code.tooLarge, `File is too large: the limit is ${formatBytes(maxBytes)}`, { field: 'file', maxBytes });
    }
    throw unreadableForm(error);
  }
  const sent = (part.filename ?? '').slice(0, 1000);
  // Kept as sent for the record, except characters no database stores (U+0000) or no header encodes (a lone surrogate).
  const originalName = replaceForbiddenText(sent);
  const name = replaceForbiddenText(cleanFileName(sent));
  const detection = detectFileType(name, data);
  if (!detection.ok) throw badRequest(detection.problem, 'file');
  return { originalName, name, type: detection.type, data };
}
