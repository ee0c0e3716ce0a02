/** The resource the sign-in lists show: the own list here and the admins' list in the audit log. */
export const SIGN_IN_RESOURCE = 'authSession';

/** The field a 400 answer names (`result.field`), if any. */
export function fieldOfError(error: unknown): string | undefined {
  const result = (error as { result?: unknown } | null)?.result;
  const field = (result as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? field : undefined;
}
