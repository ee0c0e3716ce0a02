// `npm run generate` (and the first step of `npm run build`): writes the route types and the README's resources
// section from the server's OpenAPI document, the app built in memory.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_DIR, generatedFiles } from './generation.js';

for (const [file, text] of Object.entries(await generatedFiles())) {
  mkdirSync(path.dirname(path.join(PACKAGE_DIR, file)), { recursive: true });
  writeFileSync(path.join(PACKAGE_DIR, file), text);
  console.info(`api-client: wrote ${file}`);
}
