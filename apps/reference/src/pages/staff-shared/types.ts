// The one parameter of the shared staff list: which kind of account a page manages.
import type { UserRecord } from '@backoffice/api/contract';

/** The account type a staff page is fixed to. */
export type StaffType = UserRecord['type'];
