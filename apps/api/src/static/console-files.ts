import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One file of the built console, ready to send: its bytes and the headers that go with them. */
export interface ConsoleFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Files the bundler names by content hash: they never change under their name, so browsers keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current build's assets: the browser asks again each time, with its ETag. */
const REVALIDATE = 'no-cache';
/** Other files under fixed names (the favicon): kept an hour, so each navigation does not ask for them again. */
const HOUR = 'public, max-age=3600';

/** A file bigger than this is not kept in memory (the console's files are far smaller). */
export const MAX_KEPT_BYTES = 8 * 1024 * 1024;

function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

/**
 * Reads the built console in `dir` into memory once, keyed by URL path ('/index.html', '/assets/x.js'), with
 * its type, a content ETag and its caching rule: files under /assets/ (hashed names) for a year, index.html
 * revalidated each time, other files (the favicon) for an hour. Serving from memory spares every request of a first load a stat and a file stream, on the
 * same process that answers the API. Dotfiles and files over {@link MAX_KEPT_BYTES} are left out.
 *
 * @example
 * const files = readConsoleFiles('apps/reference/dist');
 * files.get('/index.html')?.cacheControl; // 'no-cache'
 * files.get('/favicon.svg')?.cacheControl; // 'public, max-age=3600'
 */
export function readConsoleFiles(dir: string): Map<string, ConsoleFile> {
  const files = new Map<string, ConsoleFile>();
  for (const urlPath of filesUnder(dir)) {
    if (urlPath.split('/').some((part) => part.startsWith('.'))) continue;
    const full = path.join(dir, urlPath);
    if (fs.statSync(full).size > MAX_KEPT_BYTES) continue;
    const body = fs.readFileSync(full);
    files.set(urlPath, {
      body,
      type: TYPES[path.extname(urlPath).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : urlPath === '/index.html' ? REVALIDATE : HOUR,
    });
  }
  return files;
}

/**
 * {@link readConsoleFiles} of `dir`, or undefined when there is no such folder (a server started without a built
 * console serves the API alone). Read once at start: the page's policy (inline-hashes.ts) and the static routes
 * (spa.ts) both take what it read, so the hashes always describe the index.html served.
 *
 * @example
 * const files = consoleFilesIn(config.staticDir); // undefined: no folder there
 */
export function consoleFilesIn(dir: string): Map<string, ConsoleFile> | undefined {
  return fs.existsSync(dir) ? readConsoleFiles(dir) : undefined;
}

/**
 * The file a URL asks for: its path without query, percent-decoded, '/' meaning '/index.html'. Undefined
 * for a path that does not decode or names no kept file (the caller decides between the index and a 404).
 *
 * @example
 * consoleFileOf(files, '/assets/index-abc.js?v=1'); // the chunk
 */
export function consoleFileOf(files: Map<string, ConsoleFile>, url: string): ConsoleFile | undefined {
  const raw = url.split(/[?#]/, 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  return files.get(decoded === '/' ? '/index.html' : decoded);
}
