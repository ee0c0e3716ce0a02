// The staff console's operation codes are the server's closed list (apps/api auth/operations.ts). Declaring
// them here makes every `<Permission operation>`, `useOperation` and `hasOperation` in the console accept only
// those codes: a typo, or a code the server dropped, fails to compile.
import type { OperationCode as ServerOperationCode } from '@backoffice/api/contract';

declare module '@backoffice/console-core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the codes are the keys of the record
  interface ConsoleOperationCodes extends Record<ServerOperationCode, true> {}
}
