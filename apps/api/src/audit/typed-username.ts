// What the audit log keeps of a username typed at a sign-in that matched no account. People type their
// password into the username field; storing it verbatim would put a password in the log (ASVS 16.2.5).

/**
 * The form in which a typed username is recorded: as typed when it names an account, masked otherwise.
 *
 * @example
 * auditableUsername('Tr0ub4dor&3', false); // 'unknown user (11 characters)'
 */
export function auditableUsername(typed: string, namesAccount: boolean): string {
  return namesAccount ? typed : `unknown user (${[...typed].length} characters)`;
}
