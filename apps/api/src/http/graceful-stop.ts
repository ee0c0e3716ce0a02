// Stopping without cutting anyone off: on SIGTERM a server stops accepting connections, lets every request
// already received finish and be answered, then closes the database and exits. A bound keeps a stuck
// request from holding the process forever.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long requests in flight get to finish after SIGTERM before the process exits anyway. */
export const DEFAULT_STOP_GRACE_MS = 10_000;
const SETTLE_MS = 100;

/** What {@link stopGracefully} needs to know about the traffic; from {@link trackTraffic}. */
export interface Traffic {
  /** Requests being answered now. */
  inFlight(): number;
  /** When the last connection was accepted (epoch ms). */
  lastConnectionAt(): number;
  /** From now on every new request is answered 503 with `Connection: close`. */
  refuseNewRequests(): void;
}

/**
 * Watches requests and connections, and lets a stopping server answer late requests 503. Call once,
 * before the server listens.
 *
 * @example
 * const traffic = trackTraffic(app);
 */
export function trackTraffic(app: FastifyInstance): Traffic {
  let inFlight = 0;
  let lastConnectionAt = 0;
  let refusing = false;
  app.server.on('connection', () => {
    lastConnectionAt = Date.now();
  });
  app.server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!refusing) return;
    reply.header('connection', 'close').header('retry-after', '1').code(503);
    return reply.send({ code: 503, message: 'The server is restarting; try again shortly.', result: null });
  });
  return {
    inFlight: () => inFlight,
    lastConnectionAt: () => lastConnectionAt,
    refuseNewRequests: () => {
      refusing = true;
    },
  };
}

/**
 * Stops `app` gracefully and resolves true when every connection ended within `graceMs` (false when the
 * grace ran out and the rest were cut). Closes the app (and its database) in both cases.
 *
 * Closing the listening socket at once would reset the connections waiting in its backlog (their clients
 * see ECONNRESET and cannot tell whether their request ran), and Node's own `server.close()` also drops a
 * connection whose request is still unread in its buffer. So the server first keeps accepting, answering
 * every new request 503 (retry), until no connection has arrived and no request has been in flight for a
 * moment; then it closes the listener and the idle connections, and waits for the rest.
 *
 * @example
 * const traffic = trackTraffic(app);
 * process.once('SIGTERM', () => void stopGracefully(app, traffic).then((clean) => process.exit(clean ? 0 : 1)));
 */
export async function stopGracefully(app: FastifyInstance, traffic: Traffic, graceMs = DEFAULT_STOP_GRACE_MS): Promise<boolean> {
  const server = app.server;
  const deadline = Date.now() + graceMs;
  traffic.refuseNewRequests();
  const drained = new Promise<boolean>((resolve) => {
    if (!server.listening) return resolve(true);
    let listening = true;
    let quietSince = Date.now();
    const tick = setInterval(() => {
      const now = Date.now();
      if (now > deadline) {
        clearInterval(tick);
        resolve(false);
        return;
      }
      if (traffic.inFlight() > 0 || (listening && now - traffic.lastConnectionAt() < SETTLE_MS)) {
        quietSince = now;
        return;
      }
      if (now - quietSince < SETTLE_MS) return;
      if (listening) {
        listening = false;
        net.Server.prototype.close.call(server, () => {
          clearInterval(tick);
          resolve(true);
        });
      }
      server.closeIdleConnections();
    }, 20);
  });
  const clean = await drained;
  if (!clean) server.closeAllConnections();
  await app.close();
  return clean;
}
