// A local SMS gateway for the end-to-end tests, as an operator's provider would be reached (docs/operations.md,
// "Text messages (SMS)"): it answers POSTs on 127.0.0.1, refuses (401) a request without the expected bearer
// secret, and records every try it is sent, so a test reads the code the user was texted. `failWith(503)` makes it
// answer every try with that status until `failWith(undefined)`, to show the user what a failing gateway means.
import { createServer, type IncomingMessage } from 'node:http';

/** One try the gateway was sent: its number and text as the body template placed them, and its headers. */
export interface GatewayTry {
  to: string;
  text: string;
  idempotencyKey: string;
  authorized: boolean;
  status: number;
}

/** A running fake gateway. */
export interface FakeSmsGateway {
  /** The URL to set as SMS_GATEWAY_URL. */
  url: string;
  /** Every try received, in order. */
  tries: GatewayTry[];
  /** Answer every further try with `status` (undefined: accept them again with 202). */
  failWith(status: number | undefined): void;
  stop(): Promise<void>;
}

/** The body template the tests configure (SMS_GATEWAY_BODY), shaped like a provider's batch API. */
export const GATEWAY_BODY = '{"messages":[{"destination":"{{to}}","content":"{{text}}"}]}';

interface GatewayBody {
  messages?: { destination?: string; content?: string }[];
}

async function readJson(req: IncomingMessage): Promise<GatewayBody> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return JSON.parse(body) as GatewayBody;
}

/** Starts the gateway on a free port of 127.0.0.1; it accepts tries that carry `Authorization: Bearer <secret>`. */
export function startFakeSmsGateway(secret: string): Promise<FakeSmsGateway> {
  const tries: GatewayTry[] = [];
  let failing: number | undefined;
  const server = createServer((req, res) => {
    readJson(req)
      .then((body) => {
        const message = body.messages?.[0] ?? {};
        const authorized = req.method === 'POST' && req.headers.authorization === `Bearer ${secret}`;
        const status = !authorized ? 401 : (failing ?? 202);
        tries.push({
          to: message.destination ?? '',
          text: message.content ?? '',
          idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
          authorized,
          status,
        });
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ accepted: status === 202 }));
      })
      .catch(() => res.writeHead(400).end());
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/send`,
        tries,
        failWith: (status) => {
          failing = status;
        },
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
