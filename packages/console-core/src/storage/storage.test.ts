import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, browserStorage, clearToken, createMemoryStorage, getToken, readJson, setToken, writeJson } from './storage';

afterEach(() => vi.unstubAllGlobals());

// see docs/behaviour.md#38-stored-values, docs/behaviour.md#9-constants-and-limits
describe('storage (behaviour §3.8, §9)', () => {
  it('§3 keys: token under token, locale under arco-locale, dictionaries under dictData', () => {
    expect(STORAGE_KEYS).toMatchObject({ token: 'token', locale: 'arco-locale', dict: 'dictData' });
  });

  it('§9 the token is stored, read and removed under the key token', () => {
    const storage = createMemoryStorage();
    expect(getToken(storage)).toBeNull();
    setToken(storage, 'abc');
    expect(storage.getItem('token')).toBe('abc');
    expect(getToken(storage)).toBe('abc');
    clearToken(storage);
    expect(storage.getItem('token')).toBeNull();
  });

  it('§4 an empty stored token counts as no token', () => {
    expect(getToken(createMemoryStorage({ token: '' }))).toBeNull();
  });

  it('memory storage starts from the given values', () => {
    expect(createMemoryStorage({ a: '1' }).getItem('a')).toBe('1');
  });

  it('JSON values round-trip and unreadable JSON reads as undefined', () => {
    const storage = createMemoryStorage({ broken: '{' });
    writeJson(storage, 'x', { a: [1] });
    expect(readJson(storage, 'x')).toEqual({ a: [1] });
    expect(readJson(storage, 'broken')).toBeUndefined();
    expect(readJson(storage, 'missing')).toBeUndefined();
  });

  it('browserStorage uses localStorage when the page has one', () => {
    const local = createMemoryStorage({ token: 'from-local' });
    vi.stubGlobal('localStorage', local);
    expect(browserStorage()).toBe(local);
  });

  it('browserStorage falls back to memory without (or with a throwing) localStorage', () => {
    const fallback = browserStorage();
    fallback.setItem('k', 'v');
    expect(fallback.getItem('k')).toBe('v');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('denied');
      },
    });
    try {
      expect(browserStorage().getItem('token')).toBeNull();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
