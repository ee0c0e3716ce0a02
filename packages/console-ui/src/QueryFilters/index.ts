export { QueryFilters } from './QueryFilters';
export type { FilterField, QueryFiltersProps } from './QueryFilters';
