export * from './PageSkeleton';
