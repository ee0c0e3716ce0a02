// Wire shapes of the file routes (upload is multipart and has no body schema), each defined once as a TypeBox
// schema: Fastify validates and serialises with it, the OpenAPI document shows it, and its type
// (`Static<typeof schema>`) is what the console imports.
import { CappedPageResult, Nullable, Type, type Static } from '../../http/schema-types.js';

/** A stored file as the API shows it (never its bytes). */
export const fileResult = Type.Object({
  id: Type.Integer(),
  originalName: Type.String(),
  /** The cleaned name downloads carry. */
  name: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  uploaderName: Nullable(Type.String()),
  createdAt: Type.String(),
  /** How many owners use it; a used file cannot be deleted. */
  usageCount: Type.Integer(),
});
export type FileRecord = Static<typeof fileResult>;
/** Result of /file/upload. */
export type FileUploadResult = FileRecord;

const filterProperties = {
  /** Matches the cleaned name. */
  keyword: Type.Optional(Type.String({ maxLength: 120 })),
  /** 'image' for image/*, otherwise an exact type. */
  mime: Type.Optional(Type.String({ maxLength: 100 })),
};

/** The file list's filters without the page (a bulk call's `allMatching`, an export's `query`). */
export const fileFilter = Type.Object(filterProperties, { additionalProperties: false });
export type FileFilter = Static<typeof fileFilter>;

/** Body of /file/list. */
export const listBody = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  ...filterProperties,
});
export type FileListRequest = Static<typeof listBody>;

/** Result of /file/list. */
export const listResult = CappedPageResult(fileResult);
export type FileListResult = Static<typeof listResult>;

/** Body of /file/detail and /file/delete. */
export const idBody = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type FileIdRequest = Static<typeof idBody>;

/** Downloads and previews answer bytes; this documents the error envelope only. */
export const bytesResult = Type.String({ description: 'The file bytes (not an envelope)' });
