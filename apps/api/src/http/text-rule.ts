// One rule for odd characters in any text a caller sends (JSON body, query string, path parameters):
// control characters other than tab, line feed and carriage return, and unpaired UTF-16 surrogates
// are refused with a 400 naming the field. PostgreSQL cannot store U+0000 in text at all, SQLite's
// keyword search chokes on it, and neither means anything in a name or a note. Every other character
// (U+FFFF, right-to-left marks, emoji) is stored as sent.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

// C0 controls except \t \n \r, DEL, and a surrogate half without its partner.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A refused character and where it is. */
export interface ForbiddenText {
  /** Dotted path of the field (`name`, `items.0.label`); for a bad key, the object holding it. */
  field: string;
  /** The character as U+XXXX. */
  char: string;
}

const codeOf = (char: string) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The first string in `value` (keys included) that holds a refused character, or undefined. Walks
 * without recursion, so a deeply nested body cannot overflow the stack.
 *
 * @example
 * findForbiddenText({ name: 'a\u0000b' }); // { field: 'name', char: 'U+0000' }
 * findForbiddenText({ name: 'ok \uFFFF \u202E' }); // undefined
 */
export function findForbiddenText(value: unknown, root = ''): ForbiddenText | undefined {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const match = FORBIDDEN.exec(current);
      if (match) return { field: path, char: codeOf(match[0]) };
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const match = FORBIDDEN.exec(key);
        if (match) return { field: path, char: codeOf(match[0]) };
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/**
 * `text` with each refused character replaced by U+FFFD, for text kept as evidence rather than refused
 * (an uploaded file's original name).
 *
 * @example
 * replaceForbiddenText('report\u0000.pdf'); // 'report\uFFFD.pdf'
 */
export function replaceForbiddenText(text: string): string {
  return text.replace(new RegExp(FORBIDDEN.source, 'g'), '\uFFFD');
}

/** Refuses a request whose body, query string or path parameters hold a refused character (400 naming the field). */
export function installTextRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const found = findForbiddenText(value);
      if (!found) continue;
      const field = found.field || part;
      throw badRequest(`${field} contains a character that is not allowed (${found.char})`, field);
    }
  });
}
