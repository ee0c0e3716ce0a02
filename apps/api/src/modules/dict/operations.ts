// The operation codes the dict module declares (module.ts hangs them in the permission tree), and the
// defineRoute its routes use: an operation route of this module names one of them or fails to compile.
import { routeDefinerFor } from '../../http/define-route.js';
import { valueAction } from '../../resources/actions.js';
import type { BulkAction, ResourceTrx } from '../../resources/declaration.js';
import { CRUD_STATUS, operationCodes } from '../api-module.js';

/** Under the menu entry `Dict`. */
export const DICT_OPERATIONS = operationCodes('dict', CRUD_STATUS);

/** defineRoute (http/define-route.ts) for this module's routes. */
export const defineRoute = routeDefinerFor(DICT_OPERATIONS);

/**
 * The bulk status action of dictionaries and of items (resources/declaration.ts): it needs dict:status and a
 * status, and `set` enables or disables one record.
 *
 * @example
 * actions: { status: dictStatusAction<DictRecord>(setDictStatus) },
 */
export function dictStatusAction<Rec>(
  set: (trx: ResourceTrx, id: number, status: 'enabled' | 'disabled', at: Date) => Promise<void>,
): BulkAction<Rec, (typeof DICT_OPERATIONS)[number]> {
  return valueAction('dict:status', (trx, id, status: 'enabled' | 'disabled', caller) => set(trx, id, status, caller.at));
}
