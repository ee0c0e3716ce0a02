export { ConfirmButton, DeleteButton, canUndo } from './DeleteButton';
export type { ConfirmButtonProps, DeleteButtonProps } from './DeleteButton';
