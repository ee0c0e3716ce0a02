export { DictTag } from './DictTag';
export type { DictTagProps } from './DictTag';
