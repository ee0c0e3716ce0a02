// The server's messages in English and Chinese: [English template, zh-CN template]. `{name}` stands for a
// value the code puts in (a field, a number, a code) and is carried into the Chinese text; a placeholder's
// value is itself translated when it is a catalog message. Split by area, each list in its own file.
import { ACCESS_MESSAGES } from './catalog-access.js';
import { RECORD_MESSAGES } from './catalog-records.js';
import { VALIDATION_MESSAGES } from './catalog-validation.js';
import type { CatalogEntry } from './types.js';

export type { CatalogEntry } from './types.js';

/** Every message the server writes into an envelope, in both languages. */
export const MESSAGE_CATALOG: readonly CatalogEntry[] = [...ACCESS_MESSAGES, ...RECORD_MESSAGES, ...VALIDATION_MESSAGES];
