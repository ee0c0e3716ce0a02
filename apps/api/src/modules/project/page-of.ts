import { MAX_PAGE_SIZE, type ProjectFilter, type ProjectListRequest } from './schemas.js';

/** Splits a list body into its page and its filters. */
export function pageOf(body: ProjectListRequest): { page: { current: number; pageSize: number }; filter: ProjectFilter } {
  const { current = 1, pageSize = 20, ...filter } = body;
  return { page: { current, pageSize: Math.min(pageSize, MAX_PAGE_SIZE) }, filter };
}
