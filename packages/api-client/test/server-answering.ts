// The server as the typed client's run-time tests see it: an axios adapter under console-core's real envelope
// client, so what a console notices (the result unwrapped, the error envelope's toast and EnvelopeError, a write's
// `invalidates`) is the kit's own.
import { createEnvelopeClient, createResourceStore, type Notifier } from '@backoffice/console-core';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from '../src/index';

/** A request as the server received it. */
export interface Sent {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
}

/**
 * The typed client over console-core's envelope client, whose requests an axios adapter answers with `answer`'s
 * reply (an envelope, or a file's bytes), as the server does: what was sent, the toasts shown, the resource versions.
 */
export function serverAnswering(answer: (sent: Sent) => { status?: number; data: unknown; headers?: Record<string, string> }) {
  const sent: Sent[] = [];
  const toasts: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request = {
      method: config.method ?? '',
      url: config.url ?? '',
      body: JSON.parse(String(config.data ?? '{}')),
      headers: config.headers.toJSON(),
    };
    sent.push(request);
    const { status = 200, data, headers = { 'content-type': 'application/json' } } = answer(request);
    const response = { data, status, statusText: String(status), headers, config, request: {} };
    if (status >= 400) throw Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  const notifier: Notifier = {
    toast: ({ content }) => void toasts.push(String(content)),
    notice: () => undefined,
    confirm: () => undefined,
  };
  const resources = createResourceStore();
  const client = createEnvelopeClient({
    getToken: () => 'token-1',
    getLocale: () => 'zh-CN',
    notifier,
    onReLogin: () => undefined,
    adapter,
    resourceVersions: resources,
  });
  return { api: createApiClient(client), sent, toasts, resources };
}

/** A page of roles as the server answers one. */
export const page = { list: [{ id: 7, name: 'Auditor' }], total: 1, totalCapped: false, current: 1, pageSize: 20 };
