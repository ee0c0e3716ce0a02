// The notices example's operation codes, declared once (CONTRIBUTING.md, "Add an API module", step 5).
import { operationCodes } from '../../modules/api-module.js';

/** What a role may do with notices. */
export const NOTICE_OPERATIONS = operationCodes('notice', ['list', 'detail', 'add', 'update', 'delete']);
