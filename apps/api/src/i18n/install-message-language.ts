import type { FastifyInstance } from 'fastify';
import { requestLanguage, translateMessage } from './translate.js';

function isEnvelope(payload: unknown): payload is { code: number; message: string; result: unknown } {
  return (
    typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string' && 'code' in payload
  );
}

/**
 * Translates every envelope's message into the caller's language (Accept-Language) as it leaves, errors and
 * validation messages included, so no throw site needs to know the language.
 *
 * @example
 * installMessageLanguage(app); // after installErrorHandling(app)
 */
export function installMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!isEnvelope(payload)) return payload;
    const language = requestLanguage(request);
    if (language === 'en-US') return payload;
    return { ...payload, message: translateMessage(payload.message, language) };
  });
}
