// A server for the typed client's tests: console-core's envelope client over an axios adapter that answers as the
// server does (the envelope), recording what was sent and what was toasted.
import { createEnvelopeClient, createResourceStore, type Notifier } from '@backoffice/console-core';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from '../src/index';

/** A request the server received. */
export interface Sent {
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
}

/** The typed client over a server that answers each request with `answer(request)`. */
export function serverAnswering(answer: (sent: Sent) => { status?: number; data: unknown; headers?: Record<string, string> }) {
  const sent: Sent[] = [];
  const toasts: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request = { url: config.url ?? '', body: JSON.parse(String(config.data ?? '{}')), headers: config.headers.toJSON() };
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
