import { resourcesOf } from '../resources/resources';
import type { AxiosError, AxiosInstance, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { defaultTranslate } from '../i18n/i18n';
import { EnvelopeError, LOGOUT_CODES, TOAST_DURATION_MS, filenameFromDisposition, readEnvelope } from './envelope';
import type { Envelope, EnvelopeClient, EnvelopeClientOptions, RequestFailureKind } from './types';

const LEGACY_USER_INFO_URL = '/api/user/info';

function isPassThrough(response: AxiosResponse): boolean {
  const type = response.config.responseType;
  const contentType = String(response.headers['content-type'] ?? '');
  const dataType = (response.data as { type?: unknown } | null)?.type;
  return (
    type === 'blob' || type === 'arraybuffer' || contentType.includes('application/octet-stream') || dataType === 'application/octet-stream'
  );
}

function pathOf(url: string | undefined): string {
  const raw = url ?? '';
  const withoutOrigin = raw.replace(/^[a-z]+:\/\/[^/]+/i, '');
  return withoutOrigin.split('?')[0] ?? '';
}

function failureKind(error: AxiosError): RequestFailureKind {
  if (error.code === 'ERR_CANCELED' || error.name === 'CanceledError') return 'abort';
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return 'timeout';
  if (error.response) return 'http';
  return 'network';
}

/** Loads axios on first use, so a page that makes no request (the login form) does not download it up front. */
const loadAxiosModule = (): Promise<AxiosStatic> => import('axios').then((module) => module.default);

/**
 * Creates the envelope client (docs/behaviour.md#71-the-envelope-client, docs/behaviour.md#8-errors-and-messages): Bearer token when present (no XSRF cookie lookup), no timeout, 2xx success,
 * envelope codes handled with toasts and the 'Confirm logout' modal, octet-stream passed through.
 * Request failures other than aborts show an error toast; aborts reject silently.
 * @example
 * const client = createEnvelopeClient({
 *   baseURL: 'https://api.example.com',
 *   getToken: () => getToken(storage),
 *   notifier,
 *   onReLogin: async () => { await session.getState().logout(); location.reload(); },
 * });
 * const info = await client.post<UserInfo>('/api/admin/self/selfInfo');
 */
export function createEnvelopeClient(options: EnvelopeClientOptions): EnvelopeClient {
  const { notifier, onReLogin, translate = defaultTranslate } = options;
  const userInfoUrls = [options.userInfoUrl ?? '/api/admin/self/selfInfo', LEGACY_USER_INFO_URL];
  let logoutModalOpen = false;
  let loading: Promise<AxiosInstance> | undefined;
  const ready = (): Promise<AxiosInstance> => {
    loading ??= (options.loadAxios ?? loadAxiosModule)().then((axios) => {
      // Requests are signed with the bearer token, so axios need not look for an XSRF-TOKEN cookie before
      // each same-origin request: in browsers with `cookieStore` that lookup is asynchronous and held every
      // request back by a task (signing in left after a frame of the login page). A console that does rely
      // on an XSRF cookie sets `(await client.axios()).defaults.withXSRFToken = true`.
      const instance = axios.create({ baseURL: options.baseURL ?? '', timeout: 0, withXSRFToken: false });
      if (options.adapter) instance.defaults.adapter = options.adapter;
      installInterceptors(instance);
      return instance;
    });
    return loading;
  };

  // What the requests made now wait for (holdRequests): every hold given so far and not yet settled.
  let hold: Promise<void> | undefined;
  /** The axios instance, once axios is loaded and the holds in place when the request was made have settled. */
  const sendable = async (): Promise<AxiosInstance> => {
    const waitFor = hold;
    const instance = await ready();
    if (waitFor) await waitFor;
    return instance;
  };

  const toastError = (content: string): void => notifier.toast({ type: 'error', content, duration: TOAST_DURATION_MS });

  const askToLogin = (): void => {
    if (logoutModalOpen) return;
    logoutModalOpen = true;
    notifier.confirm({
      title: translate('logout.confirm.title'),
      content: translate('logout.confirm.content'),
      okText: translate('logout.confirm.ok'),
      cancelText: translate('logout.confirm.cancel'),
      onOk: async () => {
        try {
          await onReLogin();
        } finally {
          logoutModalOpen = false;
        }
      },
      onCancel: () => {
        logoutModalOpen = false;
      },
    });
  };

  const rejectEnvelope = (
    envelope: Envelope,
    config: InternalAxiosRequestConfig | undefined,
    status: number | undefined,
  ): Promise<never> => {
    const message = envelope.message || translate('request.error.default');
    toastError(message);
    const isUserInfo = userInfoUrls.includes(pathOf(config?.url));
    if (LOGOUT_CODES.includes(envelope.code) && !isUserInfo) askToLogin();
    return Promise.reject(new EnvelopeError(message, { code: envelope.code, result: envelope.result, status, kind: 'envelope' }));
  };

  const installInterceptors = (instance: AxiosInstance): void => {
    instance.interceptors.request.use((config) => {
      const token = options.getToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      const locale = options.getLocale?.();
      if (locale) config.headers.set('Accept-Language', locale);
      return config;
    });

    instance.interceptors.response.use(
      (response) => {
        if (isPassThrough(response)) return response;
        const envelope = readEnvelope(response.data, response.headers['content-type']);
        if (envelope && envelope.code !== 200) return rejectEnvelope(envelope, response.config, response.status);
        return response;
      },
      (error: AxiosError) => {
        const response = error.response;
        const envelope = response && readEnvelope(response.data, response.headers['content-type']);
        if (envelope) return rejectEnvelope(envelope, error.config, response.status);
        const kind = failureKind(error);
        const generic = kind === 'http' ? undefined : translate(`request.error.${kind}`);
        const message = generic ?? (error.message || translate('request.error.request'));
        if (kind !== 'abort') toastError(message);
        return Promise.reject(new EnvelopeError(message, { kind, status: response?.status, cause: error }));
      },
    );
  };

  return {
    axios: ready,
    async post<T>(url: string, body?: unknown, config?: Parameters<EnvelopeClient['post']>[2]): Promise<T> {
      const instance = await sendable();
      const { invalidates, ...axiosConfig } = config ?? {};
      const response = await instance.post<unknown>(url, body ?? {}, axiosConfig);
      // A refused call threw above: only a write that happened moves its resources forward.
      options.resourceVersions?.invalidate(...resourcesOf(invalidates));
      if (isPassThrough(response)) return response.data as T;
      const envelope = readEnvelope(response.data, response.headers['content-type']);
      return (envelope ? envelope.result : response.data) as T;
    },
    async download(url, body) {
      const instance = await sendable();
      const response = await instance.post<ArrayBuffer>(url, body ?? {}, { responseType: 'arraybuffer' });
      const contentType = String(response.headers['content-type'] ?? 'application/octet-stream');
      const envelope = contentType.includes('json') ? readEnvelope(response.data, contentType) : undefined;
      if (envelope && envelope.code !== 200) return rejectEnvelope(envelope, response.config, response.status);
      const bytes = response.data instanceof ArrayBuffer ? response.data : new Uint8Array(response.data);
      return {
        blob: new Blob([bytes], { type: contentType }),
        filename: filenameFromDisposition(response.headers['content-disposition']),
      };
    },
    holdRequests(until) {
      const settled = Promise.resolve(until).then(
        () => undefined,
        () => undefined,
      );
      const all = hold ? Promise.all([hold, settled]).then(() => undefined) : settled;
      hold = all;
      void all.then(() => {
        if (hold === all) hold = undefined;
      });
    },
  };
}
