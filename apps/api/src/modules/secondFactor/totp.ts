// TOTP (RFC 6238) through otplib: 30-second steps, six digits, SHA-1 (what every authenticator app reads from
// an otpauth URI), a code accepted from one step before or after the server's clock, and each step at most
// once (the last accepted step is kept: a replay of the same code within its window is refused).
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238's time step. */
const STEP_SECONDS = 30;

/** The issuer an authenticator app shows beside the account name. */
export const TOTP_ISSUER = 'Backoffice Console';

/** What the user sees once, when enrolling: the key to type and the QR code of its otpauth URI. */
export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as an SVG QR code (a data: URL). */
  qrCode: string;
}

/**
 * A new random secret (160 bits, Base32) with its otpauth URI and QR code for `username`.
 *
 * @example
 * const { secret, otpauthUri, qrCode } = await newTotpEnrolment('alice');
 */
export async function newTotpEnrolment(username: string): Promise<TotpEnrolment> {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: username, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Whether text looks like a TOTP code at all (six digits, spaces allowed as typed from an app). */
export function totpCodeShape(code: string): string | undefined {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * The time step `code` belongs to, when it is right for `secret` at `now` (±1 step) and later than `afterStep`;
 * undefined otherwise.
 *
 * @example
 * const step = await acceptedStep(row.secret, '123456', now, row.last_step);
 * if (step === undefined) throw badRequest(WRONG_CODE);
 */
export async function acceptedStep(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | undefined> {
  const digits = totpCodeShape(code);
  if (!digits) return undefined;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret,
    token: digits,
    epoch,
    epochTolerance: STEP_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The step the code matched: the current one moved by the result's delta (the union type of otplib's
  // verify, TOTP or HOTP, does not carry TOTP's timeStep).
  return result.valid ? Math.floor(epoch / STEP_SECONDS) + result.delta : undefined;
}
