// Measures the production build of the reference app: what index.html loads up front (scripts,
// module preloads and stylesheets, gzip) and all of the console's JS together (gzip).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
 * @returns {{ loginFirstLoadKiB: number, allJsKiB: number, firstLoadFiles: string[], jsFiles: number }}
 */
export function measureBundle(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const firstLoadFiles = [...new Set(refs)];
  const firstLoad = firstLoadFiles.reduce((sum, file) => sum + gzipSize(join(distDir, file)), 0);
  const js = listFiles(distDir).filter((file) => file.endsWith('.js'));
  const allJs = js.reduce((sum, file) => sum + gzipSize(file), 0);
  return { loginFirstLoadKiB: kib(firstLoad), allJsKiB: kib(allJs), firstLoadFiles, jsFiles: js.length };
}
