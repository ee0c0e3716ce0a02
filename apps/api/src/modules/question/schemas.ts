// Wire shapes of the question bank, each defined once as a TypeBox schema: Fastify validates and serialises with it,
// the OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the console imports. Type-specific
// parts are separate optional fields (options for choice types, rating for rating, pictureItSetId for picture_it) so
// a form can switch type freely; the server keeps only the part the type uses. Type-specific rules (at least two
// options, a set for picture_it) are checked in validation.ts so that their 400s name the field too.
import { Nullable, PageResult, StringEnum, Type, type Static, type TSchema } from '../../http/schema-types.js';
import { versionedUpdateBody } from '../../http/partial-update.js';
import type { QuestionType } from './tables.js';

export type { QuestionType } from './tables.js';

/** Question types, as the question_type dictionary lists them. */
export const QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'open_text',
  'rating',
  'picture_it',
] as const satisfies readonly QuestionType[];
/** Whether a question can be picked for a session guide. */
const QUESTION_STATUSES = ['enabled', 'disabled'] as const;

/**
 * `schema` (an object) or null, published as `{ type: ['object', 'null'], ... }` as this module always has
 * (`Nullable` would publish `{ anyOf: [schema, { type: 'null' }] }`).
 */
function nullableObject<T extends TSchema>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: ['object', 'null'] });
}

const id = Type.Integer({ minimum: 1 });
const status = StringEnum(QUESTION_STATUSES);

/** One choice of a single/multiple choice question. */
export const questionOptionSchema = Type.Object({ label: Type.String(), value: Type.String() });
export type QuestionOption = Static<typeof questionOptionSchema>;

/** A rating scale 1..scale with labels for both ends. */
export const questionRatingSchema = Type.Object({ scale: Type.Integer(), lowLabel: Type.String(), highLabel: Type.String() });
export type QuestionRating = Static<typeof questionRatingSchema>;

const filterProperties = {
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(StringEnum(['', ...QUESTION_TYPES])),
  tag: Type.Optional(Type.String({ maxLength: 32 })),
  status: Type.Optional(StringEnum(['', ...QUESTION_STATUSES])),
};
/** The list's filters without the page: a bulk call's `allMatching`, an export's `query`. */
export const questionFilter = Type.Object(filterProperties, { additionalProperties: false });
export type QuestionFilter = Static<typeof questionFilter>;

/** Body of POST /api/admin/question/list. */
export const questionListBody = Type.Object({
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  ...filterProperties,
});
export type QuestionListRequest = Static<typeof questionListBody>;

/** A question as lists and detail answer it. */
export const questionRecord = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  type: StringEnum(QUESTION_TYPES),
  options: Type.Array(questionOptionSchema),
  rating: nullableObject(questionRatingSchema),
  pictureItSetId: Nullable(Type.Integer()),
  pictureItSetName: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  status,
  /** How many session guides include it. */
  usedCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type QuestionRecord = Static<typeof questionRecord>;

/** Result of POST /api/admin/question/list. */
export const questionListResult = PageResult(questionRecord);
export type QuestionListResult = Static<typeof questionListResult>;

const optionInput = Type.Object({
  label: Type.String({ minLength: 1, maxLength: 200 }),
  value: Type.String({ minLength: 1, maxLength: 100 }),
});
const ratingInput = Type.Object({
  scale: Type.Integer({ minimum: 2, maximum: 10 }),
  lowLabel: Type.String({ minLength: 1, maxLength: 50 }),
  highLabel: Type.String({ minLength: 1, maxLength: 50 }),
});
const saveProperties = {
  text: Type.String({ minLength: 1, maxLength: 1000 }),
  type: StringEnum(QUESTION_TYPES),
  options: Type.Optional(Type.Array(optionInput, { maxItems: 30 })),
  rating: Type.Optional(nullableObject(ratingInput)),
  pictureItSetId: Type.Optional(Nullable(id)),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 10 })),
  status: Type.Optional(status),
};

/** Body of POST /api/admin/question/add. */
export const questionAddBody = Type.Object(saveProperties);
export type QuestionAddRequest = Static<typeof questionAddBody>;

/** Body of POST /api/admin/question/update: only `id` is required; an omitted field keeps its value. */
export const questionUpdateBody = versionedUpdateBody(id, saveProperties);
export type QuestionUpdateRequest = Static<typeof questionUpdateBody>;

/** Body of /question/detail, /delete and /whereUsed. */
export const questionIdBody = Type.Object({ id });
/** Body of /question/status. */
export const questionStatusBody = Type.Object({ id, status });
/** A question's status, the value of a bulk `status` action. */
export const questionStatusValue = status;
export type QuestionStatus = Static<typeof status>;

/** One session whose guide includes a question (POST /api/admin/question/whereUsed). */
export const questionUsageSchema = Type.Object({
  sessionId: Type.Integer(),
  sessionTitle: Type.String(),
  startAt: Type.String(),
  sessionStatus: Type.String(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  /** Place of the question in the guide (0-based). */
  position: Type.Integer(),
});
export type QuestionUsage = Static<typeof questionUsageSchema>;
/** Result of /question/whereUsed. */
export const whereUsedResult = Type.Array(questionUsageSchema);

/** Result of /question/tags: every tag in use. */
export const tagsResult = Type.Array(Type.String());

/** Body of /question/pictureItOptions. */
export const pictureItOptionsBody = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) });

/** A Picture It set a picture_it question may reference (POST /api/admin/question/pictureItOptions). */
export const pictureItOptionSchema = Type.Object({ id: Type.Integer(), name: Type.String(), imageCount: Type.Integer() });
export type PictureItOption = Static<typeof pictureItOptionSchema>;
/** Result of /question/pictureItOptions. */
export const pictureItOptionsResult = Type.Array(pictureItOptionSchema);
