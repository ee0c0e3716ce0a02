import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmsGateway, type FakeSmsGateway } from '../testing/fake-sms-gateway.js';
import { SmsDeliveryError } from './delivery-error.js';
import { DEFAULT_SMS_GATEWAY_BODY, smsGatewayFrom, type SmsGatewayConfig } from './gateway-config.js';
import { createHttpGatewaySmsSender } from './http-gateway-sender.js';

const message = { phoneNumber: '+15550001', body: 'Your code is 123456 "quoted"\n您的验证码', secrets: ['123456'] };

describe('the HTTP SMS gateway sender', () => {
  let gateway: FakeSmsGateway;
  let config: SmsGatewayConfig;
  const waits: number[] = [];
  const sleep = async (ms: number) => void waits.push(ms);

  beforeAll(async () => {
    gateway = await startFakeSmsGateway();
  });
  beforeEach(() => {
    gateway.received.length = 0;
    waits.length = 0;
    config = {
      url: gateway.url,
      secret: 'gateway-secret',
      bodyTemplate: DEFAULT_SMS_GATEWAY_BODY,
      timeoutMs: 300,
      attempts: 3,
      backoffMs: 100,
    };
  });
  afterAll(() => gateway.close());

  it('posts the number and text in the configured JSON body, with the secret as a bearer token', async () => {
    config.bodyTemplate = '{"messages":[{"destination":"{{to}}","content":"{{text}}","kind":"sms"}]}';
    await createHttpGatewaySmsSender(config, sleep).send(message);
    expect(gateway.received).toHaveLength(1);
    const [request] = gateway.received;
    expect(request?.headers.authorization).toBe('Bearer gateway-secret');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ messages: [{ destination: '+15550001', content: message.body, kind: 'sms' }] });
  });

  it('tries again after a 503 and a timeout, waiting longer each time, with one idempotency key', async () => {
    gateway.script(503, 'hang', 200);
    await createHttpGatewaySmsSender(config, sleep).send(message);
    expect(gateway.received).toHaveLength(3);
    expect(waits).toEqual([100, 200]);
    const keys = new Set(gateway.received.map((r) => r.headers['idempotency-key']));
    expect(keys.size).toBe(1);
  });

  it('gives up after its tries, saying the gateway timed out', async () => {
    gateway.script('hang', 'hang', 'hang');
    const started = Date.now();
    const failure = await createHttpGatewaySmsSender(config, sleep)
      .send(message)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SmsDeliveryError);
    expect(failure).toMatchObject({ reason: 'timeout', attempts: 3 });
    expect(Date.now() - started).toBeLessThan(3 * 300 + 1000);
  });

  it('does not retry a refusal (a wrong secret), and never puts the text in its error', async () => {
    gateway.script(401);
    const failure = await createHttpGatewaySmsSender(config, sleep)
      .send(message)
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ reason: 'refused', status: 401, attempts: 1 });
    expect(String((failure as Error).message)).not.toContain('123456');
    expect(gateway.received).toHaveLength(1);
  });

  it('says so when nothing listens at the address', async () => {
    const closed = await startFakeSmsGateway();
    await closed.close();
    const failure = await createHttpGatewaySmsSender({ ...config, url: closed.url, attempts: 2 }, sleep)
      .send(message)
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ reason: 'unreachable', attempts: 2 });
  });
});

describe('SMS_GATEWAY_* configuration', () => {
  it('is off without a URL, and refuses a stray setting without one', () => {
    expect(smsGatewayFrom({})).toBeUndefined();
    expect(() => smsGatewayFrom({ SMS_GATEWAY_SECRET: 'x' })).toThrow(/SMS_GATEWAY_SECRET is set but SMS_GATEWAY_URL is not/);
  });

  it('reads the URL, secret, body and limits, with defaults', () => {
    expect(smsGatewayFrom({ SMS_GATEWAY_URL: 'https://sms.example.com/send', SMS_GATEWAY_SECRET: 's' })).toEqual({
      url: 'https://sms.example.com/send',
      secret: 's',
      bodyTemplate: DEFAULT_SMS_GATEWAY_BODY,
      timeoutMs: 5000,
      attempts: 3,
      backoffMs: 500,
    });
  });

  it('names the variable at fault', () => {
    expect(() => smsGatewayFrom({ SMS_GATEWAY_URL: 'http://sms.example.com/send' })).toThrow(/SMS_GATEWAY_URL must use https/);
    expect(() => smsGatewayFrom({ SMS_GATEWAY_URL: 'nope' })).toThrow(/SMS_GATEWAY_URL must be an absolute URL/);
    expect(() => smsGatewayFrom({ SMS_GATEWAY_URL: 'https://a.example', SMS_GATEWAY_BODY: '{"to":"{{to}}"}' })).toThrow(
      /must contain \{\{text\}\}/,
    );
    expect(() => smsGatewayFrom({ SMS_GATEWAY_URL: 'https://a.example', SMS_GATEWAY_BODY: '{{to}} {{text}}' })).toThrow(/must be JSON/);
    expect(() => smsGatewayFrom({ SMS_GATEWAY_URL: 'https://a.example', SMS_GATEWAY_ATTEMPTS: '0' })).toThrow(
      /SMS_GATEWAY_ATTEMPTS must be a whole number/,
    );
  });
});
