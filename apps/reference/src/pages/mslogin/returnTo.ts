/** A path inside this app ('/setting/role'); never another origin ('//host', '/\\host', 'https:'). */
function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * The console path to open after a Microsoft sign-in, from the login page's query (`?redirect=<path>&...`):
 * a local path keeps the rest of the query; a route name (known only once signed in) or nothing gives undefined (home).
 *
 * @example
 * returnToFromSearch('?redirect=%2Fsetting%2Frole&from=mail'); // '/setting/role?from=mail'
 */
export function returnToFromSearch(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  if (!redirect || !isLocalPath(redirect)) return undefined;
  params.delete('redirect');
  const rest = params.toString();
  return rest ? `${redirect}?${rest}` : redirect;
}
