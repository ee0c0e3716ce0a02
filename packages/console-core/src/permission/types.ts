/**
 * Operation codes are the consumer's vocabulary, not the kit's: a console declares the codes its server
 * grants by augmenting `ConsoleOperationCodes`, and every API that takes a code (`hasOperation`,
 * console-ui's `<Permission operation>` and `useOperation`) then accepts only those, so a typo is a compile
 * error. Without a declaration any string is accepted.
 */

/**
 * The operation codes of your console, declared by module augmentation (the values are unused).
 * @example
 * declare module '@backoffice/console-core' {
 *   interface ConsoleOperationCodes { 'project:add': true; 'project:update': true }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the consumer's module augmentation
export interface ConsoleOperationCodes {}

/**
 * An operation code: one of the declared `ConsoleOperationCodes`, or any string while none are declared.
 * @example
 * const code: OperationCode = 'project:add';
 */
export type OperationCode = [keyof ConsoleOperationCodes] extends [never] ? string : Extract<keyof ConsoleOperationCodes, string>;
