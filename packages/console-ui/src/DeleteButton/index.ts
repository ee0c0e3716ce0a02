export { DeleteButton, canUndo } from './DeleteButton';
export type { DeleteButtonProps } from './DeleteButton';
