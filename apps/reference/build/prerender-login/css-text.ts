// Reading a stylesheet as text (a minified build's, as Vite writes it): its top-level blocks, and the parts of a
// selector list or declaration block. Comments are dropped; strings and groups are read whole.

/**
 * A top-level piece of a stylesheet: `prelude{body}` for a block, or a statement such as `@import …;` (`body` null).
 *
 * @example
 * const block: CssBlock = { prelude: '.a', body: 'color:red' };
 */
export interface CssBlock {
  prelude: string;
  body: string | null;
}

/**
 * The index just past the quoted string that starts at `start`.
 *
 * @example
 * skipString('"a\\"b"c', 0); // 6
 */
export function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/**
 * The top-level blocks and statements of `css` (comments dropped, strings kept whole).
 *
 * @example
 * blocksOf('@charset "x";.a{color:red}'); // [{ prelude: '@charset "x"', body: null }, { prelude: '.a', body: 'color:red' }]
 */
export function blocksOf(css: string): CssBlock[] {
  const blocks: CssBlock[] = [];
  let depth = 0;
  let start = 0;
  let bodyStart = 0;
  let prelude = '';
  for (let i = 0; i < css.length;) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = skipString(css, i);
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      const next = end < 0 ? css.length : end + 2;
      if (depth === 0) start = next;
      i = next;
      continue;
    }
    if (c === '{') {
      if (depth === 0) {
        prelude = css.slice(start, i).trim();
        bodyStart = i + 1;
      }
      depth += 1;
    } else if (c === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push({ prelude, body: css.slice(bodyStart, i) });
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      const statement = css.slice(start, i).trim();
      if (statement) blocks.push({ prelude: statement, body: null });
      start = i + 1;
    }
    i += 1;
  }
  return blocks;
}

/**
 * Splits `text` at each `separator` outside strings and `(…)`/`[…]` groups (a selector list's commas, a block's
 * semicolons), trimmed, empty parts left out.
 *
 * @example
 * splitOutside('.a:is(.b,.c),.d', ','); // ['.a:is(.b,.c)', '.d']
 */
export function splitOutside(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === "'") i = skipString(text, i) - 1;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}
