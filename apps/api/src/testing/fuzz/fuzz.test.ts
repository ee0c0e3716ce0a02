// Walks every operation of the OpenAPI document (the upload included) with hostile input, signed in
// as admin and without a token, and fails on any 5xx, any answer that is not an envelope, and any
// refusal without a message. Seeded, so every run sends the same requests.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sign-in-sessions.js';
import { startTestApp, testTargets, type TestApp } from '../test-app.js';
import { casesFor, operationsOf, type FuzzCase, type Operation } from './cases.js';
import { problemOf } from './check.js';
import { seeded } from './random.js';

const SEED = 15;
/** Answers that mean the walk's own sign-in ended (a logout, an ended session): it signs in again. */
const SIGNED_OUT = new Set([50008, 50012, 50014]);

interface Tally {
  sent: number;
  serverErrors: number;
  failures: string[];
}

describe.each(testTargets())('fuzz on $name', (target) => {
  let t: TestApp;
  let operations: Operation[];
  let token: string;
  const signIn = async () => {
    const admin = await t.app.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const policy = { idleMinutes: 120, absoluteHours: 12, now: () => new Date() };
    token = await createSession(t.app.db, admin.id, { ip: '127.0.0.1', userAgent: 'fuzz' }, policy);
  };
  beforeAll(async () => {
    t = await startTestApp(target);
    await signIn();
    operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
  });
  afterAll(() => t.close());

  const send = (fuzz: FuzzCase, authorized: boolean) => {
    const headers: Record<string, string> = authorized ? { authorization: `Bearer ${token}` } : {};
    if (fuzz.contentType) headers['content-type'] = fuzz.contentType;
    const options: InjectOptions = {
      method: fuzz.method as 'POST',
      url: fuzz.url,
      headers,
      ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
    };
    return t.app.inject(options);
  };

  const walk = async (authorized: boolean, pick: (cases: FuzzCase[]) => FuzzCase[]): Promise<Tally> => {
    const random = seeded(SEED);
    const tally: Tally = { sent: 0, serverErrors: 0, failures: [] };
    for (const op of operations) {
      for (const fuzz of pick(casesFor(op, random))) {
        const response = await send(fuzz, authorized);
        tally.sent += 1;
        if (response.statusCode >= 500) tally.serverErrors += 1;
        const problem = problemOf(fuzz.url, response);
        if (problem) tally.failures.push(`${fuzz.method} ${fuzz.url.slice(0, 80)} [${fuzz.label}] -> ${problem}`);
        if (authorized && response.statusCode === 401 && op.guarded && SIGNED_OUT.has(response.json().code)) await signIn();
      }
    }
    return tally;
  };

  it('walks every route of the document, the multipart upload included', () => {
    const routes = operations.map((op) => `${op.method} ${op.path}`);
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toEqual(
      expect.arrayContaining(['POST /api/admin/file/upload', 'POST /api/admin/land/login', 'POST /api/admin/project/list']),
    );
    expect(operations.find((op) => op.path === '/api/admin/file/upload')?.multipart).toBe(true);
  });

  it('answers every hostile request as admin with an explained envelope, never a 5xx', async () => {
    const started = Date.now();
    const tally = await walk(true, (cases) => cases);
    console.info(`fuzz as admin on ${target.name}: ${tally.sent} requests, ${tally.serverErrors} 5xx, ${Date.now() - started} ms`);
    expect(tally.sent).toBeGreaterThan(5000);
    expect(tally.failures.slice(0, 40)).toEqual([]);
  }, 120_000);

  it('answers every hostile request without a token with an explained envelope, never a 5xx', async () => {
    const started = Date.now();
    // Guarded routes must refuse every case before reading it (50008); public ones (sign-in, CSP reports, health) must hold.
    const tally = await walk(false, (cases) => cases);
    console.info(`fuzz without a token on ${target.name}: ${tally.sent} requests, ${tally.serverErrors} 5xx, ${Date.now() - started} ms`);
    expect(tally.failures.slice(0, 40)).toEqual([]);
  }, 120_000);
});
