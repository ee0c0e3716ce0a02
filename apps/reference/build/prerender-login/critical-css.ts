import { blocksOf, splitOutside } from './css-text';

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

const CUSTOM_PROPERTY = /^(--[\w-]+)\s*:/;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** Every declaration of `css`'s style rules (in nested blocks too), as `[property, declaration]`. */
function* allDeclarations(css: string): Generator<string> {
  for (const { prelude, body } of blocksOf(css)) {
    if (body === null) continue;
    if (NESTED_RULES.test(prelude) || /^@(?:-webkit-)?keyframes/.test(prelude)) yield* allDeclarations(body);
    else yield* splitOutside(body, ';');
  }
}

/** `css` without the custom properties (`--x: …`) that nothing in it reads, directly or through another one. */
function withoutUnusedProperties(css: string): string {
  const definitions = new Map<string, string[]>();
  const used = new Set<string>();
  const pending: string[] = [];
  const markRead = (text: string) => {
    for (const [, name] of text.matchAll(VAR_REFERENCE)) {
      if (used.has(name!)) continue;
      used.add(name!);
      pending.push(name!);
    }
  };
  for (const declaration of allDeclarations(css)) {
    const property = CUSTOM_PROPERTY.exec(declaration)?.[1];
    if (property) definitions.set(property, [...(definitions.get(property) ?? []), declaration]);
    else markRead(declaration);
  }
  while (pending.length)
    for (const definition of definitions.get(pending.pop()!) ?? []) markRead(definition.slice(definition.indexOf(':') + 1));
  const prune = (sheet: string): string =>
    blocksOf(sheet)
      .map(({ prelude, body }) => {
        if (body === null) return `${prelude};`;
        if (NESTED_RULES.test(prelude)) return `${prelude}{${prune(body)}}`;
        if (prelude.startsWith('@')) return `${prelude}{${body}}`;
        const kept = splitOutside(body, ';').filter((d) => {
          const property = CUSTOM_PROPERTY.exec(d)?.[1];
          return !property || used.has(property);
        });
        return kept.length ? `${prelude}{${kept.join(';')}}` : '';
      })
      .join('');
  return prune(css);
}

const KEYFRAMES = /^@(?:-webkit-)?keyframes\s+(\S+)$/;
const NESTED_RULES = /^@(media|supports|layer|container|document)\b/;

/** What a critical stylesheet is for: the page's classes, and selectors that cannot apply to it whatever they name. */
interface Page {
  classes: ReadonlySet<string>;
  exclude: readonly RegExp[];
}

/** The blocks of `css` that may apply to an element of `page`, in their order; keyframes come separately. */
function keepFor(css: string, page: Page, keyframes: Map<string, string>): string {
  let out = '';
  for (const { prelude, body } of blocksOf(css)) {
    if (body === null) {
      out += `${prelude};`;
      continue;
    }
    const animation = KEYFRAMES.exec(prelude);
    if (animation) keyframes.set(animation[1]!, `${prelude}{${body}}`);
    else if (NESTED_RULES.test(prelude)) {
      const inner = keepFor(body, page, keyframes);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) out += `${prelude}{${body}}`;
    else {
      const kept = splitOutside(prelude, ',').filter(
        (selector) => mayMatch(selector, page.classes) && !page.exclude.some((pattern) => pattern.test(selector)),
      );
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
 * with a selector that may match such an element (selectors needing another class, or matching one of `exclude`,
 * are left out of a rule's list; a selector naming no class is kept, so is every other at-rule), the
 * `@media`/`@supports` blocks holding such rules, the keyframes those rules animate with, and of the custom
 * properties only those the kept rules read. Rules keep their order. For a page whose markup is known when it is
 * built; the whole stylesheet loads later, for what the page shows next.
 *
 * @example
 * criticalCss('body{--a:red;--b:blue}.a{color:var(--a)}.b{color:blue}.a:hover,.c .a{color:green}', new Set(['a']));
 * // 'body{--a:red}.a{color:var(--a)}.a:hover{color:green}'
 */
export function criticalCss(css: string, classes: ReadonlySet<string>, exclude: readonly RegExp[] = []): string {
  const keyframes = new Map<string, string>();
  const rules = keepFor(css, { classes, exclude }, keyframes);
  const animated = [...keyframes].filter(([name]) =>
    new RegExp(`animation[^;}]*[\\s:,]${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(rules),
  );
  return withoutUnusedProperties(rules + animated.map(([, block]) => block).join(''));
}
