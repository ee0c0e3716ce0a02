import type { KeyValueStorage } from './types';

/**
 * The keys the console keeps in storage (docs/behaviour.md#38-stored-values).
 * @example
 * storage.getItem(STORAGE_KEYS.locale); // 'en-US' | 'zh-CN' | null
 */
export const STORAGE_KEYS = {
  token: 'token',
  locale: 'arco-locale',
  dict: 'dictData',
  settings: 'console-settings',
} as const satisfies Record<string, string>;

/**
 * A storage that lives in memory; used in tests and when no `localStorage` exists (SSR, workers).
 * @example
 * const storage = createMemoryStorage({ token: 'abc' });
 * storage.getItem('token'); // 'abc'
 */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * `window.localStorage` when the page has one (and it is usable), otherwise a memory storage.
 * @example
 * const session = createSessionStore({ api, storage: browserStorage() });
 */
export function browserStorage(): KeyValueStorage {
  try {
    const candidate = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (candidate && typeof candidate.getItem === 'function') return candidate;
  } catch {
    // Access to localStorage can throw (privacy mode, sandboxed iframes): fall back to memory.
  }
  return createMemoryStorage();
}

/**
 * The stored token, or null when signed out; signed in means a token is present (docs/behaviour.md#41-session).
 * @example
 * const signedIn = getToken(storage) !== null;
 */
export function getToken(storage: KeyValueStorage): string | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  return token ? token : null;
}

/**
 * Stores the token under `token` (docs/behaviour.md#38-stored-values).
 * @example
 * setToken(storage, result.token);
 */
export function setToken(storage: KeyValueStorage, token: string): void {
  storage.setItem(STORAGE_KEYS.token, token);
}

/**
 * Removes the token (sign-out, failed login).
 * @example
 * clearToken(storage);
 */
export function clearToken(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.token);
}

/**
 * Reads a JSON value, answering `undefined` when absent or unreadable.
 * @example
 * const map = readJson<Record<string, unknown>>(storage, STORAGE_KEYS.dict);
 */
export function readJson<T>(storage: KeyValueStorage, key: string): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/**
 * Writes a value as JSON.
 * @example
 * writeJson(storage, STORAGE_KEYS.dict, { status: entry });
 */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
