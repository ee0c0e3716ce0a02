// How the server reaches an operator's SMS gateway: read from SMS_GATEWAY_* at start and checked there, so a
// malformed URL or template stops the start with a message naming the variable instead of failing a user later.

/** An HTTP SMS gateway the server posts each message to (docs/operations.md#text-messages-sms). */
export interface SmsGatewayConfig {
  /** Where each message is POSTed (SMS_GATEWAY_URL; https, or http on loopback for a local relay). */
  url: string;
  /** Sent as `Authorization: Bearer <secret>` (SMS_GATEWAY_SECRET); none when unset. */
  secret?: string;
  /** The JSON body, with `{{to}}` and `{{text}}` in its strings (SMS_GATEWAY_BODY). */
  bodyTemplate: string;
  /** How long one try may take (SMS_GATEWAY_TIMEOUT_MS, default 5,000). */
  timeoutMs: number;
  /** Tries in all, the first included (SMS_GATEWAY_ATTEMPTS, default 3). */
  attempts: number;
  /** Wait before the second try; it doubles before each further one (SMS_GATEWAY_BACKOFF_MS, default 500). */
  backoffMs: number;
}

/** The body posted when SMS_GATEWAY_BODY is unset. */
export const DEFAULT_SMS_GATEWAY_BODY = '{"to":"{{to}}","text":"{{text}}"}';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

/** Throws unless `template` is JSON once its placeholders are filled, and names both of them. */
function checkTemplate(template: string): void {
  for (const placeholder of ['{{to}}', '{{text}}']) {
    if (!template.includes(placeholder)) throw new Error(`SMS_GATEWAY_BODY must contain ${placeholder}, e.g. ${DEFAULT_SMS_GATEWAY_BODY}`);
  }
  try {
    JSON.parse(template.replaceAll('{{to}}', '+15550000').replaceAll('{{text}}', 'text'));
  } catch {
    throw new Error(`SMS_GATEWAY_BODY must be JSON with {{to}} and {{text}} inside its strings, e.g. ${DEFAULT_SMS_GATEWAY_BODY}`);
  }
}

/**
 * Reads SMS_GATEWAY_URL, SMS_GATEWAY_SECRET, SMS_GATEWAY_BODY, SMS_GATEWAY_TIMEOUT_MS, SMS_GATEWAY_ATTEMPTS and
 * SMS_GATEWAY_BACKOFF_MS. Undefined without SMS_GATEWAY_URL (messages then go to the recording outbox); throws a
 * readable error on a bad value, or when another SMS_GATEWAY_* variable is set without the URL.
 *
 * @example
 * smsGatewayFrom({ SMS_GATEWAY_URL: 'https://sms.example.com/send', SMS_GATEWAY_SECRET: 's3cret' });
 */
export function smsGatewayFrom(env: NodeJS.ProcessEnv): SmsGatewayConfig | undefined {
  const raw = env.SMS_GATEWAY_URL?.trim() ?? '';
  if (!raw) {
    const stray = Object.keys(env).find((name) => name.startsWith('SMS_GATEWAY_') && env[name]?.trim());
    if (stray) throw new Error(`${stray} is set but SMS_GATEWAY_URL is not: set the gateway's URL, or unset ${stray}`);
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SMS_GATEWAY_URL must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new Error('SMS_GATEWAY_URL must use https (plain http only on 127.0.0.1 or localhost)');
  }
  const bodyTemplate = env.SMS_GATEWAY_BODY?.trim() || DEFAULT_SMS_GATEWAY_BODY;
  checkTemplate(bodyTemplate);
  const secret = env.SMS_GATEWAY_SECRET ?? '';
  return {
    url: url.toString(),
    ...(secret ? { secret } : {}),
    bodyTemplate,
    timeoutMs: wholeNumber('SMS_GATEWAY_TIMEOUT_MS', env.SMS_GATEWAY_TIMEOUT_MS, 5000, 100, 60_000),
    attempts: wholeNumber('SMS_GATEWAY_ATTEMPTS', env.SMS_GATEWAY_ATTEMPTS, 3, 1, 10),
    backoffMs: wholeNumber('SMS_GATEWAY_BACKOFF_MS', env.SMS_GATEWAY_BACKOFF_MS, 500, 0, 60_000),
  };
}
