import type { PictureItListRequest } from '@backoffice/api/contract';

/** Filters of the Picture It list (its search bar: list-shared/keywordStatusFields). */
export type SetFilter = Pick<PictureItListRequest, 'keyword' | 'status'>;
