import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmInput, NoticeInput, Notifier, ToastInput } from '../notifier/types';
import { EnvelopeError, TOAST_DURATION_MS } from './envelope';
import { createResourceStore } from '../resources/resources';
import { createEnvelopeClient } from './http';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

const json =
  (status: number, payload: unknown): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(payload));
  };

const routes: Record<string, Handler> = {
  '/ok': (req, res, body) =>
    json(200, { code: 200, message: 'ok', result: { auth: req.headers.authorization ?? null, body: JSON.parse(body || 'null') } })(
      req,
      res,
      body,
    ),
  '/language': (req, res, body) => json(200, { code: 200, message: 'ok', result: req.headers['accept-language'] ?? null })(req, res, body),
  '/fail': json(200, { code: 409, message: 'Duplicate name', result: { field: 'name' } }),
  '/fail-silent': json(200, { code: 400, message: '' }),
  '/expired': json(200, { code: 50014, message: 'Token expired' }),
  '/ended': json(200, { code: 50012, message: 'Signed in elsewhere' }),
  '/api/admin/self/selfInfo': json(200, { code: 50008, message: 'Invalid token' }),
  '/api/user/info': json(200, { code: 50008, message: 'Invalid token' }),
  '/forbidden': json(403, { code: 403, message: 'Not permitted' }),
  '/bad-gateway': (_req, res) => {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<h1>bad gateway</h1>');
  },
  '/plain': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello');
  },
  '/file': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="report.csv"' });
    res.end(Buffer.from('a,b\n1,2\n'));
  },
  '/file-denied': json(200, { code: 403, message: 'No download for you' }),
  '/slow': (req, res, body) => setTimeout(() => routes['/ok']!(req, res, body), 300),
};

let server: Server;
let baseURL = '';
let deadURL = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => (routes[(req.url ?? '').split('?')[0]!] ?? json(404, { code: 404, message: 'Not found' }))(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dead = createServer();
  await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
  deadURL = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
  await new Promise((resolve) => dead.close(resolve));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function setup(token: string | null = null, url = baseURL) {
  const toasts: ToastInput[] = [];
  const notices: NoticeInput[] = [];
  const confirms: ConfirmInput[] = [];
  const notifier: Notifier = { toast: (t) => toasts.push(t), notice: (n) => notices.push(n), confirm: (c) => confirms.push(c) };
  let reLogins = 0;
  const client = createEnvelopeClient({ baseURL: url, getToken: () => token, notifier, onReLogin: () => void reLogins++ });
  return { client, toasts, notices, confirms, reLogins: () => reLogins };
}

/** A client whose requests are answered in memory (each with its own URL as the result); `seen` records each config. */
function answeringClient() {
  const seen: InternalAxiosRequestConfig[] = [];
  const client = createEnvelopeClient({
    getToken: () => 't',
    notifier: { toast: () => undefined, notice: () => undefined, confirm: () => undefined },
    onReLogin: () => undefined,
    adapter: async (config) => {
      seen.push(config);
      return { data: { code: 200, message: 'ok', result: config.url }, status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  return { client, seen, sent: () => seen.map((config) => config.url) };
}

// see docs/behaviour.md#71-the-envelope-client, docs/behaviour.md#8-errors-and-messages
describe('envelope client (behaviour §7, §8)', () => {
  it('§7 sends Authorization: Bearer <token> when a token exists and resolves with the result', async () => {
    const { client } = setup('abc');
    await expect(client.post('/ok', { q: 1 })).resolves.toEqual({ auth: 'Bearer abc', body: { q: 1 } });
  });

  it('§7 sends no Authorization header without a token', async () => {
    const { client } = setup(null);
    await expect(client.post('/ok')).resolves.toMatchObject({ auth: null });
  });

  it('sends the console’s current language as Accept-Language, so the server answers in it', async () => {
    let locale = 'zh-CN';
    const notifier: Notifier = { toast: () => undefined, notice: () => undefined, confirm: () => undefined };
    const client = createEnvelopeClient({ baseURL, getToken: () => null, notifier, onReLogin: () => undefined, getLocale: () => locale });
    await expect(client.post('/language')).resolves.toBe('zh-CN');
    locale = 'en-US';
    await expect(client.post('/language')).resolves.toBe('en-US');
    await expect(setup().client.post('/language')).resolves.toBeNull();
  });
  it('§7 the client has no default timeout', async () => {
    expect((await setup().client.axios()).defaults.timeout).toBe(0);
  });

  it('sends every request without looking for an XSRF cookie (the bearer token signs it)', async () => {
    const { client, seen } = answeringClient();
    await expect(client.post('/a')).resolves.toBe('/a');
    await client.post('/b', {}, { headers: { 'X-Test': '1' } });
    expect(seen.map((config) => config.withXSRFToken)).toEqual([false, false]);
  });

  it('holds the requests made while a hold is in place until it settles, then sends them in order', async () => {
    const { client, sent } = answeringClient();
    await client.post('/before');
    let release = (): void => undefined;
    client.holdRequests?.(new Promise<void>((resolve) => (release = resolve)));
    const first = client.post('/first');
    const second = client.download('/second');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent()).toEqual(['/before']);
    release();
    await expect(first).resolves.toBe('/first');
    await second;
    expect(sent()).toEqual(['/before', '/first', '/second']);
    // Settled: a later request leaves at once.
    await expect(client.post('/after')).resolves.toBe('/after');
  });

  it('lets held requests go when the hold is refused, and waits for every hold in place', async () => {
    const { client, sent } = answeringClient();
    let refuse = (): void => undefined;
    let release = (): void => undefined;
    client.holdRequests?.(new Promise<void>((_, reject) => (refuse = () => reject(new Error('no frame')))));
    client.holdRequests?.(new Promise<void>((resolve) => (release = resolve)));
    const held = client.post('/held');
    refuse();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent()).toEqual([]);
    release();
    await held;
    expect(sent()).toEqual(['/held']);
  });

  it('moves the resources a write names forward once it succeeds, and not when it is refused', async () => {
    const resources = createResourceStore();
    const notifier: Notifier = { toast: () => undefined, notice: () => undefined, confirm: () => undefined };
    const client = createEnvelopeClient({
      baseURL,
      getToken: () => 't',
      notifier,
      onReLogin: () => undefined,
      resourceVersions: resources,
    });
    await client.post('/ok', { name: 'x' }, { invalidates: ['project', 'session'] });
    await client.post('/fail', {}, { invalidates: 'project' }).catch(() => undefined);
    await client.post('/ok');
    expect([resources.version('project'), resources.version('session')]).toEqual([1, 1]);
  });

  it('§8 an envelope code other than 200 shows an error toast for 5 s with the message and rejects', async () => {
    const { client, toasts, confirms } = setup('abc');
    const error = await client.post('/fail').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnvelopeError);
    expect(error).toMatchObject({ code: 409, message: 'Duplicate name', result: { field: 'name' }, kind: 'envelope' });
    expect(toasts).toEqual([{ type: 'error', content: 'Duplicate name', duration: TOAST_DURATION_MS }]);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(confirms).toHaveLength(0);
  });

  it("§8 an envelope without a message toasts 'Error'", async () => {
    const { client, toasts } = setup();
    await expect(client.post('/fail-silent')).rejects.toMatchObject({ code: 400, message: 'Error' });
    expect(toasts[0]?.content).toBe('Error');
  });

  it("§8 codes 50008/50012/50014 open the 'Confirm logout' modal once; OK calls onReLogin", async () => {
    const { client, confirms, toasts, reLogins } = setup('abc');
    await Promise.allSettled([client.post('/expired'), client.post('/ended'), client.post('/expired')]);
    expect(toasts).toHaveLength(3);
    expect(confirms).toHaveLength(1);
    expect(confirms[0]).toMatchObject({
      title: 'Confirm logout',
      content: 'You have been logged out, you can cancel to stay on this page, or log in again',
      okText: 'Re-Login',
    });
    await confirms[0]!.onOk();
    expect(reLogins()).toBe(1);
    await client.post('/expired').catch(() => undefined);
    expect(confirms).toHaveLength(2);
  });

  it('§8 cancelling the logout modal allows a later one', async () => {
    const { client, confirms } = setup('abc');
    await client.post('/expired').catch(() => undefined);
    confirms[0]!.onCancel?.();
    await client.post('/ended').catch(() => undefined);
    expect(confirms).toHaveLength(2);
  });

  it('§8 logout codes from the user info URLs do not open the modal', async () => {
    const { client, confirms, toasts } = setup('abc');
    await expect(client.post('/api/admin/self/selfInfo')).rejects.toMatchObject({ code: 50008 });
    await expect(client.post('/api/user/info?x=1')).rejects.toMatchObject({ code: 50008 });
    expect(confirms).toHaveLength(0);
    expect(toasts).toHaveLength(2);
  });

  it('§7 a non-2xx answer carrying an envelope is handled by its code', async () => {
    const { client, toasts } = setup();
    await expect(client.post('/forbidden')).rejects.toMatchObject({ code: 403, status: 403, message: 'Not permitted', kind: 'envelope' });
    expect(toasts).toEqual([{ type: 'error', content: 'Not permitted', duration: 5000 }]);
  });

  it('§8 a non-2xx answer without envelope toasts the error message', async () => {
    const { client, toasts } = setup();
    await expect(client.post('/bad-gateway')).rejects.toMatchObject({ kind: 'http', status: 502, code: 0 });
    expect(toasts[0]).toMatchObject({ type: 'error', content: 'Request failed with status code 502', duration: 5000 });
  });

  it('§8 a network error shows a 5 s toast with the generic network message', async () => {
    const { client, toasts } = setup(null, deadURL);
    await expect(client.post('/ok')).rejects.toMatchObject({ kind: 'network', message: 'Network error, please check your connection' });
    expect(toasts).toEqual([{ type: 'error', content: 'Network error, please check your connection', duration: 5000 }]);
  });

  it('§8 a timeout has its generic message', async () => {
    const { client, toasts } = setup();
    await expect(client.post('/slow', {}, { timeout: 30 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(toasts[0]?.content).toBe('The request timed out, please try again');
  });

  it('§8 an abort rejects with the generic abort message and shows no toast', async () => {
    const { client, toasts } = setup();
    const controller = new AbortController();
    const pending = client.post('/slow', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'abort', message: 'The request was cancelled' });
    expect(toasts).toHaveLength(0);
  });

  it('§7 application/octet-stream answers pass through untouched', async () => {
    const { client } = setup();
    const { blob, filename } = await client.download('/file');
    expect(filename).toBe('report.csv');
    expect(blob.type).toBe('application/octet-stream');
    expect(await blob.text()).toBe('a,b\n1,2\n');
    const raw = await client.post<string>('/file');
    expect(String(raw)).toBe('a,b\n1,2\n');
  });

  it('§8 a download answered with an error envelope is rejected like any other call', async () => {
    const { client, toasts } = setup();
    await expect(client.download('/file-denied')).rejects.toMatchObject({ code: 403, message: 'No download for you' });
    expect(toasts[0]?.content).toBe('No download for you');
  });

  it('§7 a body that is not an envelope is returned as is', async () => {
    await expect(setup().client.post('/plain')).resolves.toBe('hello');
  });
});
