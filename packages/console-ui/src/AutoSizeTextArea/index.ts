export { AutoSizeTextArea } from './AutoSizeTextArea';
export type { AutoSizeTextAreaProps, AutoSizeTextAreaRef } from './AutoSizeTextArea';
