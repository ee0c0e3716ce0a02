export * from './PageErrorBoundary';
export * from './PageErrorCard';
