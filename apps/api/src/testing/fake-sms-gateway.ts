// A stand-in for an operator's SMS gateway: a real HTTP server on loopback that keeps what it receives and
// answers as a test scripts it (an HTTP status, or no answer at all), so the sender is tested over real HTTP.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the gateway received. */
export interface GatewayRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A running fake gateway. */
export interface FakeSmsGateway {
  url: string;
  received: GatewayRequest[];
  /** The answers to give to the next requests, in order ('hang' never answers); 200 once they run out. */
  script(...answers: (number | 'hang')[]): void;
  close(): Promise<void>;
}

/**
 * Starts a fake gateway on a free loopback port.
 *
 * @example
 * const gateway = await startFakeSmsGateway();
 * gateway.script(503, 200);
 */
export async function startFakeSmsGateway(): Promise<FakeSmsGateway> {
  const received: GatewayRequest[] = [];
  let answers: (number | 'hang')[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') return;
      response.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    script: (...next) => {
      answers = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
