// Wire shapes of the question bank. Type-specific parts are separate optional fields (options for
// choice types, rating for rating, pictureItSetId for picture_it) so a form can switch type freely;
// the server keeps only the part the type uses.
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
