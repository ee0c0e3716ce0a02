export { MissingPage } from './MissingPage';
