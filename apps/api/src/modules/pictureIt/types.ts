// Wire shapes of the Picture It routes. A set is a name, instructions and ordered images; an image
// is only a reference to an uploaded file (the file module owns the bytes) plus a caption.

/** Body of POST /api/admin/pictureIt/list. */
export interface PictureItListRequest {
  current?: number;
  pageSize?: number;
  keyword?: string;
  status?: '' | 'enabled' | 'disabled';
}
/** One set in the list. */
export interface PictureItSetSummary {
  id: number;
  name: string;
  instructions: string | null;
  status: 'enabled' | 'disabled';
  imageCount: number;
  /** The first image's file, for a thumbnail. */
  coverFileId: number | null;
  createdAt: string;
  updatedAt: string;
}
/** Result of POST /api/admin/pictureIt/list. */
export interface PictureItListResult {
  list: PictureItSetSummary[];
  total: number;
  current: number;
  pageSize: number;
}
/** One image of a set. */
export interface PictureItImage {
  id: number;
  fileId: number;
  caption: string | null;
  position: number;
  fileName: string;
  mime: string;
}
/** Result of detail/add/update/reorder. */
export interface PictureItSetDetail extends PictureItSetSummary {
  images: PictureItImage[];
  /** Questions of type picture_it that use this set. */
  questions: { id: number; text: string }[];
}
/** An image as add/update take it. */
export interface PictureItImageInput {
  fileId: number;
  caption?: string | null;
}
/** Body of POST /api/admin/pictureIt/add. */
export interface PictureItAddRequest {
  name: string;
  instructions?: string | null;
  status?: 'enabled' | 'disabled';
  images?: PictureItImageInput[];
}
/** Body of POST /api/admin/pictureIt/update: the images list replaces the set's images. */
export interface PictureItUpdateRequest extends PictureItAddRequest {
  id: number;
  /** The `updatedAt` the edit started from: a newer stored record refuses the update with 409 (stale). */
  updatedAt?: string;
}
/** Body of POST /api/admin/pictureIt/reorder: every image id of the set, in the new order. */
export interface PictureItReorderRequest {
  id: number;
  imageIds: number[];
}
