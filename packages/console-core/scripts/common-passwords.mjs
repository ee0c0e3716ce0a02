#!/usr/bin/env node
// Writes src/password-strength/common-passwords.json: the first COMMON_PASSWORDS_KEPT of zxcvbn-ts's
// rank-ordered common passwords, the dictionary the strength meter loads. The whole list (49,233 entries) is
// 209 KiB gzip; its head is what people really pick, and the server refuses the full 100,000 anyway.
// `npm run generate:passwords -w @backoffice/console-core` after updating @zxcvbn-ts/language-common;
// src/password-strength/common-passwords.test.ts fails while the file and the package disagree.
import { writeFileSync } from 'node:fs';

export const COMMON_PASSWORDS_KEPT = 20_000;

/** The meter's dictionary from the package's list. */
export async function commonPasswords() {
  const { default: all } = await import('@zxcvbn-ts/language-common/dist/passwords.json.mjs');
  return all.slice(0, COMMON_PASSWORDS_KEPT);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = new URL('../src/password-strength/common-passwords.json', import.meta.url);
  writeFileSync(target, `${JSON.stringify(await commonPasswords())}\n`);
  console.info(`wrote ${COMMON_PASSWORDS_KEPT} passwords to ${target.pathname}`);
}
