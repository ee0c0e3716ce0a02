// Wire shapes and JSON schemas of the question bank. Type-specific parts are separate optional fields (options for
// choice types, rating for rating, pictureItSetId for picture_it) so a form can switch type freely;
// the server keeps only the part the type uses.
import type { TSchema } from '../../http/schema-types.js';
import type { QuestionType } from './tables.js';

export type { QuestionType } from './tables.js';

/** One choice of a single/multiple choice question. */
export interface QuestionOption {
  label: string;
  value: string;
}
/** A rating scale 1..scale with labels for both ends. */
export interface QuestionRating {
  scale: number;
  lowLabel: string;
  highLabel: string;
}
/** Body of POST /api/admin/question/list. */
export interface QuestionListRequest {
  current?: number;
  pageSize?: number;
  keyword?: string;
  type?: QuestionType | '';
  tag?: string;
  status?: '' | 'enabled' | 'disabled';
}
/** A question as lists and detail answer it. */
export interface QuestionRecord {
  id: number;
  text: string;
  type: QuestionType;
  options: QuestionOption[];
  rating: QuestionRating | null;
  pictureItSetId: number | null;
  pictureItSetName: string | null;
  tags: string[];
  status: 'enabled' | 'disabled';
  /** How many session guides include it. */
  usedCount: number;
  createdAt: string;
  updatedAt: string;
}
/** Result of POST /api/admin/question/list. */
export interface QuestionListResult {
  list: QuestionRecord[];
  total: number;
  current: number;
  pageSize: number;
}
/** Body of POST /api/admin/question/add. */
export interface QuestionAddRequest {
  text: string;
  type: QuestionType;
  options?: QuestionOption[];
  rating?: QuestionRating | null;
  pictureItSetId?: number | null;
  tags?: string[];
  status?: 'enabled' | 'disabled';
}
/** Body of POST /api/admin/question/update. */
export interface QuestionUpdateRequest extends QuestionAddRequest {
  id: number;
  /** The `updatedAt` the edit started from: a newer stored record refuses the update with 409 (stale). */
  updatedAt?: string;
}
/** One session whose guide includes a question (POST /api/admin/question/whereUsed). */
export interface QuestionUsage {
  sessionId: number;
  sessionTitle: string;
  startAt: string;
  sessionStatus: string;
  projectId: number;
  projectName: string;
  /** Place of the question in the guide (0-based). */
  position: number;
}
/** A Picture It set a picture_it question may reference (POST /api/admin/question/pictureItOptions). */
export interface PictureItOption {
  id: number;
  name: string;
  imageCount: number;
}

// JSON schemas of the question routes. Type-specific rules (at least two options, a set for
// picture_it) are checked in validation.ts so that their 400s name the field too.
const id = { type: 'integer', minimum: 1 };
const status = { type: 'string', enum: ['enabled', 'disabled'] };
export const QUESTION_TYPES = ['single_choice', 'multiple_choice', 'open_text', 'rating', 'picture_it'] as const;
const option = {
  type: 'object',
  required: ['label', 'value'],
  properties: { label: { type: 'string', minLength: 1, maxLength: 200 }, value: { type: 'string', minLength: 1, maxLength: 100 } },
};
const rating = {
  type: ['object', 'null'],
  required: ['scale', 'lowLabel', 'highLabel'],
  properties: {
    scale: { type: 'integer', minimum: 2, maximum: 10 },
    lowLabel: { type: 'string', minLength: 1, maxLength: 50 },
    highLabel: { type: 'string', minLength: 1, maxLength: 50 },
  },
};
const fields = {
  text: { type: 'string', minLength: 1, maxLength: 1000 },
  type: { type: 'string', enum: [...QUESTION_TYPES] },
  options: { type: 'array', items: option, maxItems: 30 },
  rating,
  pictureItSetId: { type: ['integer', 'null'], minimum: 1 },
  tags: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 32 }, maxItems: 10 },
  status,
};

export const questionIdBody: TSchema = { type: 'object', required: ['id'], properties: { id } };
export const questionListBody: TSchema = {
  type: 'object',
  properties: {
    current: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    keyword: { type: 'string', maxLength: 100 },
    type: { type: 'string', enum: ['', ...QUESTION_TYPES] },
    tag: { type: 'string', maxLength: 32 },
    status: { type: 'string', enum: ['', 'enabled', 'disabled'] },
  },
};
export const questionAddBody: TSchema = { type: 'object', required: ['text', 'type'], properties: fields };
export const questionUpdateBody: TSchema = {
  type: 'object',
  required: ['id'],
  properties: { id, ...fields, updatedAt: { type: 'string', maxLength: 40 } },
};
export const questionStatusBody: TSchema = { type: 'object', required: ['id', 'status'], properties: { id, status } };
export const pictureItOptionsBody: TSchema = { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } };

const optionRecord = { type: 'object', properties: { label: { type: 'string' }, value: { type: 'string' } } };
export const questionRecord: TSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    text: { type: 'string' },
    type: { type: 'string' },
    options: { type: 'array', items: optionRecord },
    rating: {
      type: ['object', 'null'],
      properties: { scale: { type: 'integer' }, lowLabel: { type: 'string' }, highLabel: { type: 'string' } },
    },
    pictureItSetId: { type: ['integer', 'null'] },
    pictureItSetName: { type: ['string', 'null'] },
    tags: { type: 'array', items: { type: 'string' } },
    status: { type: 'string' },
    usedCount: { type: 'integer' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
};
export const questionListResult: TSchema = {
  type: 'object',
  properties: {
    list: { type: 'array', items: questionRecord },
    total: { type: 'integer' },
    current: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
};
export const whereUsedResult: TSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      sessionId: { type: 'integer' },
      sessionTitle: { type: 'string' },
      startAt: { type: 'string' },
      sessionStatus: { type: 'string' },
      projectId: { type: 'integer' },
      projectName: { type: 'string' },
      position: { type: 'integer' },
    },
  },
};
export const tagsResult: TSchema = { type: 'array', items: { type: 'string' } };
export const pictureItOptionsResult: TSchema = {
  type: 'array',
  items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, imageCount: { type: 'integer' } } },
};
