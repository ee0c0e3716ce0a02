export { ConfirmButton } from './ConfirmButton';
export type { ConfirmButtonProps } from './ConfirmButton';
export { DeleteButton, canUndo } from './DeleteButton';
export type { DeleteButtonProps } from './DeleteButton';
export { RowActions } from './RowActions';
export type { RowAction } from './RowActions';
