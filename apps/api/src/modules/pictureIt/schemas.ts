// Wire shapes of the Picture It routes, each defined once as a TypeBox schema: Fastify validates and serialises with
// it, the OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the console imports. A set is a
// name, instructions and ordered images; an image is only a reference to an uploaded file (the file module owns the
// bytes) plus a caption. Every string of a body has a length limit so a 400 names the field.
import { Nullable, PageResult, StringEnum, Type, type Static } from '../../http/schema-types.js';
import { versionedUpdateBody } from '../../http/partial-update.js';

/** Whether a set can be picked for a picture_it question. */
const SET_STATUSES = ['enabled', 'disabled'] as const;

const id = Type.Integer({ minimum: 1 });
const status = StringEnum(SET_STATUSES);

const filterProperties = {
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(StringEnum(['', ...SET_STATUSES])),
};
/** The list's filters without the page (bulk's `allMatching`, export's `query`). */
export const pictureItFilter = Type.Object(filterProperties, { additionalProperties: false });

/** Body of POST /api/admin/pictureIt/list. */
export const pictureItListBody = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  ...filterProperties,
});
export type PictureItListRequest = Static<typeof pictureItListBody>;

const summaryProperties = {
  id: Type.Integer(),
  name: Type.String(),
  instructions: Nullable(Type.String()),
  status,
  imageCount: Type.Integer(),
  /** The first image's file, for a thumbnail. */
  coverFileId: Nullable(Type.Integer()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};
/** One set in the list. */
export const pictureItSetSummarySchema = Type.Object(summaryProperties);
export type PictureItSetSummary = Static<typeof pictureItSetSummarySchema>;

/** Result of POST /api/admin/pictureIt/list. */
export const pictureItListResult = PageResult(pictureItSetSummarySchema);
export type PictureItListResult = Static<typeof pictureItListResult>;

/** One image of a set. */
export const pictureItImageSchema = Type.Object({
  id: Type.Integer(),
  fileId: Type.Integer(),
  caption: Nullable(Type.String()),
  position: Type.Integer(),
  fileName: Type.String(),
  mime: Type.String(),
});
export type PictureItImage = Static<typeof pictureItImageSchema>;

/** Result of detail/add/update/reorder. */
export const pictureItDetailResult = Type.Object({
  ...summaryProperties,
  images: Type.Array(pictureItImageSchema),
  /** Questions of type picture_it that use this set. */
  questions: Type.Array(Type.Object({ id: Type.Integer(), text: Type.String() })),
});
export type PictureItSetDetail = Static<typeof pictureItDetailResult>;

/** An image as add/update take it. */
export const pictureItImageInputSchema = Type.Object({
  fileId: id,
  caption: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
});
export type PictureItImageInput = Static<typeof pictureItImageInputSchema>;

const saveProperties = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  instructions: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  status: Type.Optional(status),
  images: Type.Optional(Type.Array(pictureItImageInputSchema, { maxItems: 60 })),
};
/** Body of POST /api/admin/pictureIt/add. */
export const pictureItAddBody = Type.Object(saveProperties);
export type PictureItAddRequest = Static<typeof pictureItAddBody>;

/**
 * Body of POST /api/admin/pictureIt/update: only `id` is required; an omitted field keeps its value, and `images`,
 * when given, replaces the set's images.
 */
export const pictureItUpdateBody = versionedUpdateBody(id, saveProperties);
export type PictureItUpdateRequest = Static<typeof pictureItUpdateBody>;

/** Body of POST /api/admin/pictureIt/reorder: every image id of the set, in the new order. */
export const pictureItReorderBody = Type.Object({ id, imageIds: Type.Array(id, { maxItems: 60, uniqueItems: true }) });
export type PictureItReorderRequest = Static<typeof pictureItReorderBody>;

/** Body of /pictureIt/status; its `status` is also the value of the bulk action `status`. */
export const pictureItStatusBody = Type.Object({ id, status });
export const pictureItStatusValue = status;
export type PictureItStatus = Static<typeof status>;
