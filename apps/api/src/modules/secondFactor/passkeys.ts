// Passkeys (WebAuthn, through @simplewebauthn/server) as a second factor: registration on the own-account page,
// and the sign-in's second step. The relying party is the console's host: PUBLIC_URL's when it names one, else
// the host the request came to (a phishing site cannot get an answer for it: the browser binds each answer to its
// own origin and the authenticator to the relying party's id).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { TOTP_ISSUER } from './totp.js';

/** Who the passkeys belong to: the relying party's id (a host name) and the origin the browser must report. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

/**
 * The relying party for a request: from PUBLIC_URL when it names a host, else (unset, or an IP address, which
 * WebAuthn does not accept as a relying party) from the request's own host.
 */
export function relyingPartyOf(request: FastifyRequest, publicUrl: string | undefined): RelyingParty {
  const configured = publicUrl ? new URL(publicUrl) : undefined;
  if (configured && isIP(configured.hostname.replace(/^\[|\]$/g, '')) === 0) {
    return { rpID: configured.hostname, origin: configured.origin };
  }
  const origin = `${request.protocol}://${request.host}`;
  return { rpID: new URL(origin).hostname, origin };
}

/** The user's passkeys as WebAuthn sees them. */
async function passkeysOf(db: Kysely<Database>, userId: number) {
  const rows = await db
    .selectFrom('second_factors')
    .select(['id', 'credential_id', 'public_key', 'sign_count', 'transports'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'passkey')
    .where('confirmed_at', 'is not', null)
    .execute();
  return rows.flatMap((r) =>
    r.credential_id && r.public_key
      ? [
          {
            factorId: r.id,
            id: r.credential_id,
            publicKey: new Uint8Array(Buffer.from(r.public_key, 'base64url')),
            counter: Number(r.sign_count ?? 0),
            transports: r.transports ? (JSON.parse(r.transports) as AuthenticatorTransportFuture[]) : undefined,
          },
        ]
      : [],
  );
}

/** Options for the browser to create a passkey for `user` (its existing ones excluded). */
export async function registrationOptions(
  db: Kysely<Database>,
  user: { userId: number; username: string },
  party: RelyingParty,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await passkeysOf(db, user.userId);
  return generateRegistrationOptions({
    rpName: TOTP_ISSUER,
    rpID: party.rpID,
    userName: user.username,
    userID: new TextEncoder().encode(`user:${user.userId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, ...(p.transports ? { transports: p.transports } : {}) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new passkey's stored fields when the browser's answer matches `challenge`; undefined otherwise. */
export async function verifiedRegistration(response: RegistrationResponseJSON, challenge: string, party: RelyingParty) {
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified || !verification.registrationInfo) return undefined;
  const { credential } = verification.registrationInfo;
  return {
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    sign_count: credential.counter,
    transports: credential.transports ? JSON.stringify(credential.transports) : null,
  };
}

/** Options for the browser to answer with one of the user's passkeys. */
export async function authenticationOptions(
  db: Kysely<Database>,
  userId: number,
  party: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await passkeysOf(db, userId);
  return generateAuthenticationOptions({
    rpID: party.rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.id, ...(p.transports ? { transports: p.transports } : {}) })),
    userVerification: 'preferred',
  });
}

/**
 * Whether the browser's answer is a right one of the user's passkeys for `challenge`; a right answer moves the
 * passkey's counter (a cloned authenticator's lower counter is refused).
 */
export async function usePasskey(
  db: Kysely<Database>,
  userId: number,
  response: AuthenticationResponseJSON,
  challenge: string,
  party: RelyingParty,
  now: Date,
): Promise<boolean> {
  const passkey = (await passkeysOf(db, userId)).find((p) => p.id === response.id);
  if (!passkey) return false;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpID,
    credential: passkey,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) return false;
  await db
    .updateTable('second_factors')
    .set({ sign_count: verification.authenticationInfo.newCounter, last_used_at: now.toISOString() })
    .where('id', '=', passkey.factorId)
    .execute();
  return true;
}
