export { createApiClient } from './client';
export type { ApiArgs, ApiClient, ApiListFetcher, ApiRequestOptions } from './client';
export type { ApiBody, ApiDownloadPath, ApiListFilters, ApiListPath, ApiListRow, ApiPath, ApiPathParams, ApiResult } from './routes';
export type { paths } from './generated/openapi';
export type { ApiGetOptions, ApiGetPath, ApiGetResult } from './get';
export type { ApiLinkArgs, ApiLinkParams, ApiLinkPath } from './href';
export type { ApiResource, ApiResourceName, ApiResourceOptions, ApiResourcePath, ApiResourceVerb } from './resource';
export { DICT_ITEM_COLORS, type DictItemColor } from './values';
