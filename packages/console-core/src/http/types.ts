import type { ResourceStore } from '../resources/types';
import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import type { Notifier } from '../notifier/types';

/**
 * Envelope client shapes. The client exposes only `post` and `download` (every console call is a POST
 * with a JSON body) plus the raw axios instance as an escape hatch, behind a promise because axios is
 * loaded on the first request; the UI is reached only through `Notifier`.
 */

/**
 * Every response body: `{ code, message, result }`, code 200 is success.
 * @example
 * const body: Envelope<UserInfo> = { code: 200, message: 'ok', result: { role: '' } };
 */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  result: T;
}

/**
 * Why a request failed: an envelope code, an HTTP status without envelope, no answer, timeout, abort.
 * @example
 * if (error instanceof EnvelopeError && error.kind === 'abort') return; // user navigated away
 */
export type RequestFailureKind = 'envelope' | 'http' | 'network' | 'timeout' | 'abort';

/**
 * Options of `createEnvelopeClient`.
 * @example
 * createEnvelopeClient({ baseURL: '', getToken: () => getToken(storage), notifier, translate: t, onReLogin });
 */
export interface EnvelopeClientOptions {
  /** The fixed API host; '' (default) means same origin. */
  baseURL?: string;
  getToken(): string | null;
  notifier: Notifier;
  /** i18n for 'Error', 'Request Error', generic and modal texts; default English. */
  translate?: (key: string) => string;
  /** The console's current language, sent as `Accept-Language` so the server answers its messages in it; none sent when absent. */
  getLocale?: () => string;
  /** Called on the 'Confirm logout' modal's OK: the app logs out then reloads. */
  onReLogin(): void | Promise<void>;
  /** Default '/api/admin/self/selfInfo'; '/api/user/info' is always skipped too. */
  userInfoUrl?: string;
  /** The console's resource versions, moved forward after a successful call sent with `invalidates`. */
  resourceVersions?: ResourceStore;
  /** An axios adapter (tests and stories answer in memory with one). */
  adapter?: AxiosAdapter;
  /** How axios is loaded; default a dynamic `import('axios')` on the first request. */
  loadAxios?: () => Promise<AxiosStatic>;
}

/**
 * Options of one request: axios' config, plus the resources a write changes.
 * @example
 * await client.post('/api/admin/role/add', body, { invalidates: 'role' } satisfies RequestOptions);
 */
export type RequestOptions = AxiosRequestConfig & {
  /** The resources this call changes; after it succeeds their readers fetch again. */
  invalidates?: string | readonly string[];
};

/**
 * The client: enveloped POSTs and downloads, and the axios instance (loaded on first use) as an escape hatch.
 * @example
 * const list = await client.post<ListResult>('/api/admin/user/list', { current: 1, pageSize: 20 });
 * const { blob, filename } = await client.download('/api/admin/file/download', { id });
 */
export interface EnvelopeClient {
  /** The configured axios instance; loads axios if no request has yet (call it early to preload). */
  axios(): Promise<AxiosInstance>;
  /**
   * POSTs and resolves with `envelope.result`. `invalidates` names the resources a write changes: once it
   * succeeds, their readers (lists, records) fetch again (see `ResourceStore`).
   */
  post<T = unknown>(url: string, body?: unknown, config?: RequestOptions): Promise<T>;
  /** POSTs and resolves with the octet-stream body untouched, and the Content-Disposition file name. */
  download(url: string, body?: unknown): Promise<{ blob: Blob; filename: string | null }>;
  /**
   * Holds back the requests (`post`, `download`) made from now until `until` settles, fulfilled or rejected; then
   * they leave, in the order they were made. Requests made after it has settled leave at once. For a screen that
   * should paint before its data requests leave: sending a request costs the main thread about a millisecond, and
   * the answers could not have been in that frame anyway (the console-ui LoginForm holds them until the first
   * signed-in frame is painted). Optional, so a client written by hand may leave it out.
   */
  holdRequests?(until: PromiseLike<unknown>): void;
}
