export { PasswordStrength } from './PasswordStrength';
export type { PasswordStrengthProps } from './PasswordStrength';
export { usePasswordAssessment } from './usePasswordAssessment';
export type { AssessmentState } from './usePasswordAssessment';
