// A multipart route reads its form itself (the file streams within a size limit), so it declares no
// body schema for Fastify to validate; this puts its form in the OpenAPI document all the same, so tools
// that walk the document (the route walk, the fuzz test, client generators) see the route and its body.
import type { SwaggerTransform } from '@fastify/swagger';
import type { JsonSchema } from './schema-types.js';

/** The form of a multipart/form-data route, for the OpenAPI document. */
export interface MultipartBody {
  /** Name of the file field. */
  fileField: string;
  /** What the file may be (types, size limit). */
  description: string;
}

/** The OpenAPI schema of a one-file form. */
export function multipartSchema(body: MultipartBody): JsonSchema {
  return {
    type: 'object',
    required: [body.fileField],
    properties: { [body.fileField]: { type: 'string', format: 'binary', description: body.description } },
  };
}

/**
 * A swagger transform that documents the route's body as `multipart/form-data` with one file field.
 *
 * @example
 * app.route({ ..., config: { swaggerTransform: multipartDocs({ fileField: 'file', description: 'An image' }) } });
 */
export function multipartDocs(body: MultipartBody): SwaggerTransform {
  return ({ schema, url }) => ({
    schema: { ...schema, consumes: ['multipart/form-data'], body: multipartSchema(body) },
    url,
  });
}
