import { randomUUID } from 'node:crypto';
import { SmsDeliveryError } from './delivery-error.js';
import type { SmsGatewayConfig } from './gateway-config.js';
import type { SmsMessage, SmsSender } from './types.js';

/** `value` as it goes inside a JSON string (quotes, backslashes and control characters escaped). */
function jsonStringContent(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

/** The body the gateway receives for `message`: the template with `{{to}}` and `{{text}}` filled in. */
export function gatewayBody(template: string, message: SmsMessage): string {
  return template.replaceAll('{{to}}', jsonStringContent(message.phoneNumber)).replaceAll('{{text}}', jsonStringContent(message.body));
}

type TryOutcome = { ok: true } | { ok: false; retry: boolean; error: SmsDeliveryError };

async function tryOnce(config: SmsGatewayConfig, body: string, key: string, attempt: number): Promise<TryOutcome> {
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': key,
        ...(config.secret ? { authorization: `Bearer ${config.secret}` } : {}),
      },
      body,
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (response.ok) return { ok: true };
    // A busy or failing gateway may take the next try; a refusal (bad secret, bad number) will not change.
    const retry = response.status === 429 || response.status >= 500;
    return { ok: false, retry, error: new SmsDeliveryError('refused', attempt, response.status) };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { ok: false, retry: true, error: new SmsDeliveryError(timedOut ? 'timeout' : 'unreachable', attempt) };
  }
}

/**
 * An {@link SmsSender} that POSTs each message to an operator's HTTP gateway: the configured JSON body, the secret
 * as a bearer token, and one `Idempotency-Key` for all tries of a message (so a gateway can drop a repeat). Each
 * try is cut off after `timeoutMs`; a timeout, a network error, 429 or 5xx is tried again after `backoffMs`,
 * doubling, up to `attempts` tries; any other answer than 2xx fails at once. Throws {@link SmsDeliveryError}.
 *
 * @example
 * const sms = createHttpGatewaySmsSender(smsGatewayFrom(process.env)!);
 * await sms.send({ phoneNumber: '+15550001', body: 'Your code is 123456', secrets: ['123456'] });
 */
export function createHttpGatewaySmsSender(
  config: SmsGatewayConfig,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): SmsSender {
  return {
    async send(message) {
      const body = gatewayBody(config.bodyTemplate, message);
      const key = randomUUID();
      for (let attempt = 1; ; attempt += 1) {
        const outcome = await tryOnce(config, body, key, attempt);
        if (outcome.ok) return;
        if (!outcome.retry || attempt >= config.attempts) throw outcome.error;
        await sleep(config.backoffMs * 2 ** (attempt - 1));
      }
    },
  };
}
