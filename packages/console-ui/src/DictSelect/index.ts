export { DictSelect } from './DictSelect';
export type { DictSelectProps } from './DictSelect';
