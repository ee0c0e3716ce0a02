import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { unknownFieldMessage } from './closed-bodies.js';
import type { Envelope } from './envelope.js';
import { ApiError, Code, httpStatusFor, type ApiCode } from './errors.js';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  schemaPath?: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The field a JSON-schema validation issue is about, as a dotted path (`username`, `items.0.name`). */
function fieldOf(issue: ValidationIssue): string {
  const base = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  const missing = issue.params.missingProperty ?? issue.params.additionalProperty;
  if (typeof missing === 'string') base.push(missing);
  return base.join('.');
}

/** A readable message naming the field, e.g. "username cannot be empty". */
export function describeValidation(issue: ValidationIssue, context: string | undefined): { field: string; message: string } {
  const field = fieldOf(issue) || context || 'body';
  if (issue.keyword === 'required') return { field, message: `${field} is required` };
  if (issue.keyword === 'minLength' && issue.params.limit === 1) return { field, message: `${field} cannot be empty` };
  // Every body object refuses the fields it does not name (closed-bodies.ts).
  if (issue.keyword === 'additionalProperties') return { field, message: unknownFieldMessage(field) };
  return { field, message: `${field} ${issue.message ?? 'is invalid'}` };
}

function send(reply: FastifyReply, code: ApiCode, message: string, result: unknown = null): FastifyReply {
  const body: Envelope<unknown> = { code, message, result };
  return reply.code(httpStatusFor(code)).type('application/json; charset=utf-8').send(body);
}

/** Maps framework error codes that callers can cause to contract codes. */
function clientErrorCode(error: FastifyError): ApiCode | undefined {
  const status = error.statusCode ?? 500;
  if (status === 413) return Code.tooLarge;
  if (status === 429) return Code.tooManyAttempts;
  if (status === 404) return Code.notFound;
  if (status === 403) return Code.forbidden;
  if (status >= 400 && status < 500) return Code.badRequest;
  return undefined;
}

/**
 * Installs the error and not-found handlers so that every failure leaves as an envelope:
 * ApiError as-is, schema validation as 400 naming the field, other 4xx by class, and anything
 * else as a generic 500 carrying only the request id (the details go to the log).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((caught: Error, request: FastifyRequest, reply: FastifyReply) => {
    if (caught instanceof ApiError) return send(reply, caught.code, caught.message, caught.result);
    const error = caught as FastifyError;
    const issue = error.validation?.[0] as ValidationIssue | undefined;
    if (issue) {
      const { field, message } = describeValidation(issue, error.validationContext);
      return send(reply, Code.badRequest, message, { field });
    }
    const code = clientErrorCode(error);
    if (code !== undefined) {
      request.log.info({ err: error }, 'client error');
      return send(reply, code, error.message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return send(reply, Code.unavailable, 'The database is unavailable; try again shortly.');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, Code.internal, `Internal server error (request id ${request.id})`, { requestId: request.id });
  });
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any route runs (a path part that
 * does not decode, such as `%ff`, or a path parameter over the length limit) leave as 400 envelopes too.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.info({ err: error }, 'client error before routing');
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, Code.badRequest, 'The URL is not valid: a part of its path does not decode');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send(reply, Code.badRequest, 'The URL is not valid: a part of its path is too long');
  return send(reply, Code.badRequest, error.message || 'The request could not be routed');
}

/** Answers a 404 envelope for unknown routes. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send(reply, Code.notFound, `Route ${request.method} ${request.url.split('?')[0]} not found`);
}
