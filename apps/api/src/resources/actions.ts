// Bulk actions (besides the kernel's delete) as most declarations write them: one operation code for the whole call,
// and a step that changes one record, with the call's value (a status) or without one.
import type { BulkAction, Caller, ResourceTrx, WriteNote } from './declaration.js';

/**
 * A bulk action that needs `operation` and a value (400 naming `value` without one), and runs `step` for each record
 * (what it answers, if anything, is the audit entry's note).
 *
 * @example
 * actions: { status: valueAction('question:status', (trx, id, status: QuestionStatus, caller) => setQuestionStatus(trx, id, status, caller.at)) },
 */
export function valueAction<Rec, Code extends string, Value>(
  operation: Code,
  step: (trx: ResourceTrx, id: number, value: Value, caller: Caller) => Promise<void | WriteNote>,
): BulkAction<Rec, Code> {
  return { operation: () => operation, needsValue: true, run: (trx, id, value, caller) => step(trx, id, value as Value, caller) };
}

/**
 * A bulk action that needs `operation` and no value, and runs `step` for each record.
 *
 * @example
 * actions: { delete: recordAction('role:delete', (trx, id, caller) => deleteRoleIn(trx, caller.auth.userId, id)) },
 */
export function recordAction<Rec, Code extends string>(
  operation: Code,
  step: (trx: ResourceTrx, id: number, caller: Caller) => Promise<void | WriteNote>,
): BulkAction<Rec, Code> {
  return { operation: () => operation, needsValue: false, run: (trx, id, _value, caller) => step(trx, id, caller) };
}
