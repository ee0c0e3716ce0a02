// Measures the production build of the reference app: the app files the login page loads (its entry script,
// module preloads and stylesheets; gzip), what its first paint waits for (index.html and the files its tags
// name: with the prerendered login page, the gate and the critical stylesheet; without, the app files too), and
// all of the console's JS together (gzip).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles } from './first-load.mjs';

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * @param {string} distDir the built app (apps/reference/dist)
 * @returns {{ loginFirstLoadKiB: number, beforeFirstPaintKiB: number, allJsKiB: number, firstLoadFiles: string[], beforePaintFiles: string[], jsFiles: number }}
 */
export function measureBundle(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = firstLoadFiles(html);
  const sizeOf = (list) => list.reduce((sum, { file }) => sum + gzipSize(join(distDir, file)), 0);
  // A prerendered page's gate names the app's files; a page without one names them in its tags.
  const deferred = files.filter((f) => !f.beforePaint);
  const app = deferred.length ? deferred : files;
  const js = listFiles(distDir).filter((file) => file.endsWith('.js'));
  const allJs = js.reduce((sum, file) => sum + gzipSize(file), 0);
  return {
    loginFirstLoadKiB: kib(sizeOf(app)),
    beforeFirstPaintKiB: kib(sizeOf(files.filter((f) => f.beforePaint)) + gzipSize(join(distDir, 'index.html'))),
    allJsKiB: kib(allJs),
    firstLoadFiles: app.map((f) => f.file),
    beforePaintFiles: files.filter((f) => f.beforePaint).map((f) => f.file),
    jsFiles: js.length,
  };
}
