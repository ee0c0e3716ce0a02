/** A top-level piece of a stylesheet: `prelude{body}` for a block, or a statement such as `@import …;`. */
interface CssBlock {
  prelude: string;
  body: string | null;
}

/** Index just past the quoted string that starts at `start`. */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The top-level blocks and statements of `css` (comments dropped, strings kept whole). */
function blocksOf(css: string): CssBlock[] {
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

/** Splits a selector list at its top-level commas (not those inside `:is(…)` or `[…]`). */
function selectorsOf(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i];
    if (c === '"' || c === "'") i = skipString(list, i) - 1;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      selectors.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  selectors.push(list.slice(start).trim());
  return selectors.filter(Boolean);
}

/** Removes `(…)` and `[…]` groups (with what they nest), whose classes a match does not need. */
function withoutGroups(selector: string): string {
  let out = '';
  let depth = 0;
  for (const c of selector) {
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0) out += c;
  }
  return out;
}

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;

/** True when every class the selector requires (outside `:not(…)`, `:is(…)`, `[…]`) is one of `classes`. */
function mayMatch(selector: string, classes: ReadonlySet<string>): boolean {
  for (const [, name] of withoutGroups(selector).matchAll(CLASS_NAME)) if (!classes.has(name!)) return false;
  return true;
}

const KEYFRAMES = /^@(?:-webkit-)?keyframes\s+(\S+)$/;
const NESTED_RULES = /^@(media|supports|layer|container|document)\b/;

/** The blocks of `css` that may apply to an element with `classes`, in their order; keyframes come separately. */
function keepFor(css: string, classes: ReadonlySet<string>, keyframes: Map<string, string>): string {
  let out = '';
  for (const { prelude, body } of blocksOf(css)) {
    if (body === null) {
      out += `${prelude};`;
      continue;
    }
    const animation = KEYFRAMES.exec(prelude);
    if (animation) keyframes.set(animation[1]!, `${prelude}{${body}}`);
    else if (NESTED_RULES.test(prelude)) {
      const inner = keepFor(body, classes, keyframes);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) out += `${prelude}{${body}}`;
    else {
      const kept = selectorsOf(prelude).filter((selector) => mayMatch(selector, classes));
      if (kept.length) out += `${kept.join(',')}{${body}}`;
    }
  }
  return out;
}

/**
 * The class names used in `html` (its `class="…"` attributes).
 *
 * @example
 * classesIn('<div class="a b"><p class="c"></p></div>'); // Set { 'a', 'b', 'c' }
 */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of list!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The part of a stylesheet that a page made of elements with `classes` needs to look right at first: every rule
 * with a selector that may match such an element (selectors needing another class are left out of a rule's
 * list; a selector naming no class is kept, so is every other at-rule), the `@media`/`@supports` blocks holding
 * such rules, and the keyframes those rules animate with. Rules keep their order. For a page whose markup is
 * known when it is built; the whole stylesheet loads later, for what the page shows next.
 *
 * @example
 * criticalCss('.a{color:red}.b{color:blue}.a:hover,.c .a{color:green}', new Set(['a']));
 * // '.a{color:red}.a:hover{color:green}'
 */
export function criticalCss(css: string, classes: ReadonlySet<string>): string {
  const keyframes = new Map<string, string>();
  const rules = keepFor(css, classes, keyframes);
  const animated = [...keyframes].filter(([name]) =>
    new RegExp(`animation[^;}]*[\\s:,]${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(rules),
  );
  return rules + animated.map(([, block]) => block).join('');
}
