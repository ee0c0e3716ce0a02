// Where the secrets key comes from when SECRETS_KEY is not set: a key file the server creates once, with only its
// owner allowed to read it, beside the SQLite database (or under ./data for PostgreSQL). It is not in the database,
// so a copy of the database alone opens no sealed secret; a backup must take both (docs/operations.md). Several
// instances on PostgreSQL must share one key: set SECRETS_KEY on each (a file per machine would differ).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseTarget } from '../db/target.js';
import { newSecretsKeyText, parseSecretsKeys } from './sealed-secrets.js';

/** The key file a server on `database` uses when neither SECRETS_KEY nor SECRETS_KEY_FILE is set. */
export function defaultSecretsKeyFile(database: DatabaseTarget, cwd: string = process.cwd()): string {
  return database.kind === 'sqlite' ? path.join(path.dirname(database.file), 'secrets.key') : path.resolve(cwd, 'data', 'secrets.key');
}

/**
 * The keys in `file`, creating it with a new random key (mode 0600) when it does not exist. Two servers starting at
 * once both end up with the key of whichever wrote first.
 *
 * @example
 * const keys = await secretsKeysFromFile('./data/secrets.key');
 */
export async function secretsKeysFromFile(file: string): Promise<Buffer[]> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${newSecretsKeyText()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseSecretsKeys(await readFile(file, 'utf8'), `the secrets key file ${file}`);
}
