// prom-client's default metrics describe the Node.js process (CPU, memory, event loop lag, garbage
// collection, handles). They are the same for every app instance in a process, and collecting them starts
// timers and observers that are never stopped, so they are made once per process, in a registry of our
// own (never prom-client's global one), and each app's scrape merges them with its own metrics.
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';
import { passwordHashesComputed } from '../auth/password.js';

let shared: Registry | undefined;

/**
 * The process-wide registry of prom-client's default metrics, created on first use.
 *
 * @example
 * const text = await Registry.merge([processMetrics(), appRegistry]).metrics();
 */
export function processMetrics(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
    // The argon2id hashes the process computed (sign-ins, password changes): the CPU a flood of tries would cost.
    new Counter({
      name: 'backoffice_password_hashes_total',
      help: 'Password hashes (argon2id, new or checked) this process computed',
      registers: [shared],
      collect() {
        this.reset();
        this.inc(passwordHashesComputed());
      },
    });
  }
  return shared;
}
