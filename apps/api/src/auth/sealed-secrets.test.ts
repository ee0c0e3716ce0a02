import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createSecretSealer, newSecretsKeyText, parseSecretsKeys, secretsKeyId, UnknownSecretsKeyError } from './sealed-secrets.js';
import { defaultSecretsKeyFile, secretsKeysFromFile } from './secrets-key-file.js';

const keyOf = (text: string) => parseSecretsKeys(text, 'SECRETS_KEY');

describe('sealed secrets', () => {
  const [oldKey] = keyOf(newSecretsKeyText());
  const [newKey] = keyOf(newSecretsKeyText());

  it('seals so that the stored text holds neither the secret nor anything that opens without the key', () => {
    const sealer = createSecretSealer([newKey!]);
    const stored = sealer.seal('JBSWY3DPEHPK3PXP', 'second_factors:user:7');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(stored.startsWith(`s1.${secretsKeyId(newKey!)}.`)).toBe(true);
    expect(sealer.open(stored, 'second_factors:user:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(sealer.seal('JBSWY3DPEHPK3PXP', 'second_factors:user:7')).not.toBe(stored);
  });

  it('does not open a value moved to another row, or altered', () => {
    const sealer = createSecretSealer([newKey!]);
    const stored = sealer.seal('JBSWY3DPEHPK3PXP', 'second_factors:user:7');
    expect(() => sealer.open(stored, 'second_factors:user:8')).toThrow();
    const altered = `${stored.slice(0, -2)}${stored.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => sealer.open(altered, 'second_factors:user:7')).toThrow();
  });

  it('opens values sealed with an older key of the list and says which need sealing again', () => {
    const before = createSecretSealer([oldKey!]);
    const stored = before.seal('secret', 'c');
    const rotated = createSecretSealer([newKey!, oldKey!]);
    expect(rotated.stateOf(stored)).toBe('previous');
    expect(rotated.open(stored, 'c')).toBe('secret');
    expect(rotated.stateOf(rotated.seal('secret', 'c'))).toBe('current');
    expect(rotated.stateOf('JBSWY3DPEHPK3PXP')).toBe('plain');
    const other = createSecretSealer([newKey!]);
    expect(other.stateOf(stored)).toBe('unknown-key');
    expect(() => other.open(stored, 'c')).toThrow(UnknownSecretsKeyError);
    expect(() => other.open(stored, 'c')).toThrow(/SECRETS_KEY/);
  });

  it('refuses a key that is not 32 bytes, naming the variable and the key', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'c2hvcnQ=' })).toThrow(/SECRETS_KEY: key 1 is 5 bytes/);
    expect(() => loadConfig({ SECRETS_KEY: `${newSecretsKeyText()},abc` })).toThrow(/key 2/);
    expect(loadConfig({ SECRETS_KEY: `${newSecretsKeyText()}, ${'ab'.repeat(32)}` }).secretsKeys).toHaveLength(2);
  });

  it('creates the key file once, readable by its owner only, beside the SQLite database', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'secrets-key-'));
    const file = defaultSecretsKeyFile({ kind: 'sqlite', file: path.join(dir, 'console.db') });
    expect(file).toBe(path.join(dir, 'secrets.key'));
    const first = await secretsKeysFromFile(file);
    const second = await secretsKeysFromFile(file);
    expect(second[0]?.equals(first[0]!)).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toHaveLength(44);
  });
});
