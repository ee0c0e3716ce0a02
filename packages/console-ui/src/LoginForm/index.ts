export { LoginForm } from './LoginForm';
export { CredentialFields, FormErrorLine } from './CredentialFields';
export type { LoginFormProps } from './LoginForm';
