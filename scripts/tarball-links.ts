// The document links of what a package ships, and whether each one resolves (issue 39). Used by
// scripts/package-tarballs.test.ts on the file lists of `npm pack --dry-run --json`.
//
// - In a markdown file, a link `[text](target)` outside code resolves against the file's folder.
// - In a code file (the `.d.ts` and `.js` that carry the TSDoc), a path written in a comment (`docs/behaviour.md#24-tabs`,
//   `src/api/api.ts`, `../README.md`) resolves against the package's root, as the comments are written.
// - A link that leaves the package for a sibling of the same scope (`../console-core/docs/backend-contract.md` from
//   console-ui's README) resolves in that sibling's tarball: npm installs both under `node_modules/@backoffice/`.
// - http(s) and mailto URLs, in-page anchors (`#…`) and TSDoc symbol links (`{@link createConsole}`) are not files.
import { posix } from 'node:path';

/** One document link of a shipped file. */
export interface ShippedLink {
  /** The shipped file that holds the link, relative to the package root. */
  file: string;
  /** The link as written, anchor included. */
  target: string;
}

const MARKDOWN_LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
// A repository-style path in prose: a folder the repository has (docs/, src/, ...) or any `.md` file, optionally
// led by ./ or ../, not part of a URL or an import specifier (no letter, slash, @ or : just before it).
const PATH_IN_PROSE =
  /(?<![\w@/:.-])((?:\.{1,2}\/)*(?:(?:docs|src|scripts|examples|apps|packages|dist)\/[\w./-]*[\w-]|[\w./-]*[\w-]\.md)(?:#[\w-]*)?)/g;
const BUNDLER_MARK = /^\/\/ [\w./-]+$/;
const CODE_FILE = /\.(d\.ts|d\.mts|js|mjs|ts|tsx)$/;

/** The document links a shipped file holds (none for source maps and other data). */
export function linksOf(file: string, text: string): ShippedLink[] {
  if (file.endsWith('.md')) {
    // Code blocks and inline code show code, not links.
    const prose = text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
    return [...prose.matchAll(MARKDOWN_LINK)].map((match) => ({ file, target: match[1]! }));
  }
  if (!CODE_FILE.test(file)) return [];
  // esbuild marks where each bundled module starts with a comment that is only its path (`// src/api/api.ts`).
  const comments = [...text.matchAll(COMMENT)].filter((comment) => !BUNDLER_MARK.test(comment[0]));
  return comments.flatMap((comment) => [...comment[0].matchAll(PATH_IN_PROSE)].map((match) => ({ file, target: match[1]! })));
}

/** Whether a link is a URL or an in-page anchor rather than a file. */
function isNotAFile(target: string): boolean {
  return /^(https?:|mailto:|#)/i.test(target);
}

/**
 * Whether a link resolves to a file of the tarball `files` (or, for `../<sibling>/…`, of the sibling's tarball in
 * `siblings`, keyed by the sibling's folder name), or is a URL.
 */
export function resolves(
  link: ShippedLink,
  files: ReadonlySet<string>,
  siblings: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): boolean {
  if (isNotAFile(link.target)) return true;
  const path = decodeURI(link.target.replace(/#.*$/, ''));
  const base = link.file.endsWith('.md') ? posix.dirname(link.file) : '.';
  const resolved = posix.normalize(posix.join(base, path)).replace(/\/$/, '');
  if (files.has(resolved) || [...files].some((file) => file.startsWith(`${resolved}/`))) return true;
  const sibling = /^\.\.\/([^/]+)\/(.+)$/.exec(resolved);
  return sibling !== null && (siblings.get(sibling[1]!)?.has(sibling[2]!) ?? false);
}
