export { PageCard } from './PageCard';
export type { PageCardProps } from './PageCard';
