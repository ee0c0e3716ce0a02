import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain script of this package (scripts/), not part of its typed source.
import { commonPasswords } from '../../scripts/common-passwords.mjs';
import kept from './common-passwords.json';

describe("the strength meter's dictionary", () => {
  it('is the head of the package list it is generated from (npm run generate:passwords after an update)', async () => {
    expect(kept).toEqual(await commonPasswords());
    expect(kept.slice(0, 4)).toEqual(['123456', 'password', '12345678', 'qwerty']);
  });
});
