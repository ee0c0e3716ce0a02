export { useStaleEditPrompt } from './useStaleEditPrompt';
export type { StaleEditPrompt } from './useStaleEditPrompt';
