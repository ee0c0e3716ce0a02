// How deep a JSON text nests, found in one pass over its characters before anything parses it: a body of
// hundreds of thousands of nested brackets stalls a parser and every recursive walk after it (validation, the
// text rule) for seconds, so it is refused first. No route's body nests anywhere near the limit.

/** The deepest nesting a request body may have. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text `text` nests objects and arrays deeper than `limit` (brackets inside strings do not count).
 *
 * @example
 * nestsDeeperThan('{"a":[[1]]}', 2); // true
 * nestsDeeperThan('{"a":"[[[["}', 2); // false
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}
