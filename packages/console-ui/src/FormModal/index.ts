export { FormModal } from './FormModal';
export type { FormModalProps } from './FormModal';
