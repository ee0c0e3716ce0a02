import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testTargets, type TestApp } from '../testing/test-app.js';
import { DEFAULT_TIMEOUTS, loadServerTimeouts, type ServerTimeouts } from './timeouts.js';

/** Short limits, so the test measures them in well under a second each. */
const LIMITS: ServerTimeouts = { headersMs: 300, requestMs: 600, idleMs: 2_000, keepAliveMs: 500 };
/** Slack for Node's checking timer (a quarter of the header limit) and a busy machine. */
const SLACK_MS = 700;

/** What a raw client saw: how long until the server closed the socket, and what it answered first. */
interface Outcome {
  closedAfterMs: number;
  answer: string;
}

/**
 * Opens a raw socket, writes `start`, then drips `drip` one byte every 50 ms (like a slow-loris client)
 * until the server closes the socket or `giveUpMs` passes.
 */
function slowClient(port: number, start: string, drip: string, giveUpMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const began = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs: Date.now() - began, answer: answer.split('\r\n')[0] ?? '' });
    };
    const giveUp = setTimeout(finish, giveUpMs);
    socket.on('connect', () => {
      socket.write(start);
      timer = setInterval(() => {
        if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++]!);
      }, 50);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
  });
}

describe('timeout configuration', () => {
  it('defaults, reads HTTP_*_TIMEOUT_MS and refuses bad values', () => {
    expect(loadServerTimeouts({})).toEqual(DEFAULT_TIMEOUTS);
    expect(loadServerTimeouts({ HTTP_HEADERS_TIMEOUT_MS: '2000', HTTP_REQUEST_TIMEOUT_MS: '5000' })).toMatchObject({
      headersMs: 2000,
      requestMs: 5000,
    });
    expect(() => loadServerTimeouts({ HTTP_IDLE_TIMEOUT_MS: 'soon' })).toThrow(/HTTP_IDLE_TIMEOUT_MS/);
    expect(() => loadServerTimeouts({ HTTP_HEADERS_TIMEOUT_MS: '9000', HTTP_REQUEST_TIMEOUT_MS: '5000' })).toThrow(/cannot be longer/);
  });
});

describe.each(testTargets())('connection timeouts on $name', (target) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp(target, { config: { timeouts: LIMITS } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('cuts off a client that sends its headers slowly (slow loris) within the header limit', async () => {
    const headers = 'X-Padding: ' + 'a'.repeat(200) + '\r\n';
    const outcome = await slowClient(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', headers, 5_000);
    expect(outcome.closedAfterMs).toBeLessThan(LIMITS.headersMs + SLACK_MS);
    expect(outcome.answer).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('cuts off a client that sends its body slowly within the request limit', async () => {
    const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(300) });
    const start = `POST /api/admin/land/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const outcome = await slowClient(port, start, body, 5_000);
    expect(outcome.closedAfterMs).toBeLessThan(LIMITS.requestMs + SLACK_MS);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(LIMITS.headersMs);
  });

  it('closes a connection that never sends a request', async () => {
    const outcome = await slowClient(port, '', '', 5_000);
    expect(outcome.closedAfterMs).toBeLessThan(LIMITS.requestMs + SLACK_MS);
  });

  it('still answers a client that sends at normal speed', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
