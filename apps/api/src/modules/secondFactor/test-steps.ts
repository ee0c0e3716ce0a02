// Steps the second-factor tests repeat: enrol an authenticator for a signed-in user, sign in through both steps.
import { generate } from 'otplib';
import type { TestApp } from '../../testing/test-app.js';
import type { LoginResult } from '../signIn/schemas.js';
import type { LoginAnswer } from '../signIn/schemas.js';
import type { RecoveryCodesResult, TotpStartResult } from './schemas.js';

/** The TOTP code of `secret` at `at`, as an authenticator app shows it. */
export function codeAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/** Enrols an authenticator for the holder of `token` at `at`; answers its secret and the recovery codes. */
export async function enrolTotp(t: TestApp, token: string, at: Date): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await t.post<TotpStartResult>('/api/admin/secondFactor/totp/start', undefined, token);
  const { id, secret } = start.body.result;
  const confirm = await t.post<RecoveryCodesResult>('/api/admin/secondFactor/totp/confirm', { id, code: await codeAt(secret, at) }, token);
  if (confirm.body.code !== 200) throw new Error(`enrolment refused: ${confirm.body.message}`);
  return { secret, recoveryCodes: confirm.body.result.recoveryCodes };
}

/** The password step: answers the challenge (throws when a token came instead). */
export async function passwordStep(t: TestApp, username: string, password: string): Promise<string> {
  const { body } = await t.post<LoginAnswer>('/api/admin/land/login', { username, password });
  if (!('secondFactor' in body.result)) throw new Error(`no second step: ${body.message}`);
  return body.result.secondFactor.challenge;
}

/** The second step with `code`. */
export function codeStep(t: TestApp, challenge: string, code: string) {
  return t.post<LoginResult>('/api/admin/land/secondFactor', { challenge, code });
}
