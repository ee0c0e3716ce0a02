/**
 * The storage seam. Only the three calls the engine needs (a subset of the Web Storage API), so that
 * `window.localStorage`, an in-memory map in tests, or a server-side cookie jar can all stand in.
 */

/**
 * String key/value storage, shaped like `window.localStorage`.
 * @example
 * const storage: KeyValueStorage = window.localStorage;
 * storage.setItem('token', 'abc');
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
