// Route schemas are plain JSON-schema objects; this alias keeps their type loose on purpose
// (Fastify and @fastify/swagger accept any JSON schema) while naming the intent.

/** A JSON schema object. */
export type TSchema = Record<string, unknown>;
