export * from './ForbiddenPage';
