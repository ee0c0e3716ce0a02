// One set of metrics per app instance (tests build many apps in one process; each counts its own traffic).
// Labels are bounded on purpose: the route is the pattern Fastify matched (never the raw URL, which a
// client chooses), the method one of a fixed list, the status a number. Sign-in metrics count events,
// never who; the database pool is read when scraped.
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DEFAULT_DATABASE_POOL_SIZE } from '../db/target.js';
import type { ListResultObserver } from '../lists/index.js';
import type { DialectName } from '../db/connect.js';
import type { WriteCount } from '../db/write-count.js';
import { processMetrics } from './process-metrics.js';

/** What an answered request is counted under. */
export interface RequestLabels {
  method: string;
  /** The route pattern (`/api/admin/project/list`, `/*`), or `unmatched` for the 404 handler. */
  route: string;
  statusCode: number;
}

/** What the sign-in throttle (modules/signInThrottle) tells the metrics: counts only, never who. */
export interface ThrottleEvents {
  /** A password check failed: a wrong password (or unknown user), or a try refused while throttled. */
  failure(reason: 'wrong_password' | 'throttled'): void;
  /** A failure started a lock of an account (from one address or device) or of a client address. */
  lock(kind: 'account' | 'address'): void;
}

/** The metrics of one app instance. */
export interface AppMetrics {
  /** The exposition text (this app's metrics and the process's default ones). */
  scrape(): Promise<string>;
  /** Content type of {@link AppMetrics.scrape}'s text. */
  readonly contentType: string;
  /** Counts an answered request and its duration. */
  observeRequest(labels: RequestLabels, seconds: number): void;
  /** Hears sign-in failures and locks (pass to createSignInThrottle). */
  readonly signIn: ThrottleEvents;
  /** Hears list answer cache hits and misses (pass to observeListResults). */
  readonly listResults: ListResultObserver;
}

/** What the database metrics read at scrape time. */
export interface DatabaseGauges {
  dialect: DialectName;
  /** PostgreSQL: the main pool, whose counts are reported under `pool="main"`. */
  pool?: pg.Pool;
  /** PostgreSQL: the pool of the named statements (db/named-statements.ts), reported under `pool="planned_once"`. */
  plannedOnce?: pg.Pool;
  /** SQLite: the database's write count (db/write-count.ts). */
  writeCount?: WriteCount | null;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function databaseMetrics(registry: Registry, deps: DatabaseGauges): void {
  const registers = [registry];
  new Gauge({ name: 'backoffice_db_info', help: 'The database engine in use (always 1)', labelNames: ['dialect'], registers }).set(
    { dialect: deps.dialect },
    1,
  );
  const pools = Object.entries({ main: deps.pool, planned_once: deps.plannedOnce }).filter(
    (entry): entry is [string, pg.Pool] => entry[1] !== undefined,
  );
  if (pools.length) {
    const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'],
        registers,
        collect() {
          for (const [label, pool] of pools) this.set({ pool: label }, read(pool));
        },
      });
    poolGauge('backoffice_db_pool_connections', 'PostgreSQL connections open in the pool (idle and in use)', (pool) => pool.totalCount);
    poolGauge('backoffice_db_pool_idle_connections', 'PostgreSQL connections open and idle in the pool', (pool) => pool.idleCount);
    poolGauge('backoffice_db_pool_waiting_requests', 'Queries waiting for a free PostgreSQL connection', (pool) => pool.waitingCount);
    poolGauge(
      'backoffice_db_pool_max_connections',
      'Most PostgreSQL connections the pool opens',
      (pool) => pool.options.max ?? DEFAULT_DATABASE_POOL_SIZE,
    );
  }
  const writeCount = deps.writeCount;
  if (writeCount) {
    new Counter({
      name: 'backoffice_db_sqlite_rows_written_total',
      help: "Rows written through the server's SQLite connection since start, plus commits by other connections",
      registers,
      collect() {
        this.reset();
        this.inc(writeCount());
      },
    });
  }
}

/**
 * Creates the metrics of one app in a registry of its own.
 *
 * @example
 * const metrics = createAppMetrics({ dialect: 'postgres', pool });
 * metrics.observeRequest({ method: 'POST', route: '/api/admin/land/login', statusCode: 200 }, 0.012);
 * const text = await metrics.scrape();
 */
export function createAppMetrics(database: DatabaseGauges): AppMetrics {
  const registry = new Registry();
  const processRegistry = processMetrics();
  const registers = [registry];
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'backoffice_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: 'backoffice_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern, method and status',
    labelNames,
    registers,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  });
  const signInFailures = new Counter({
    name: 'backoffice_sign_in_failures_total',
    help: 'Failed password checks: a wrong password or unknown user, or a try refused while throttled',
    labelNames: ['reason'],
    registers,
  });
  const signInLocks = new Counter({
    name: 'backoffice_sign_in_locks_total',
    help: 'Sign-in locks started, of an account or of a client address',
    labelNames: ['kind'],
    registers,
  });
  const listAnswers = new Counter({
    name: 'backoffice_list_cache_requests_total',
    help: 'List answers served from the in-memory cache (hit) or computed (miss)',
    labelNames: ['list', 'result'],
    registers,
  });
  databaseMetrics(registry, database);

  return {
    scrape: () => Registry.merge([processRegistry, registry]).metrics(),
    contentType: registry.contentType,
    observeRequest(labels, seconds) {
      const values = {
        method: METHODS.has(labels.method) ? labels.method : 'OTHER',
        route: labels.route,
        status_code: String(labels.statusCode),
      };
      requests.inc(values);
      durations.observe(values, seconds);
    },
    signIn: {
      failure: (reason) => signInFailures.inc({ reason }),
      lock: (kind) => signInLocks.inc({ kind }),
    },
    listResults: (list, result) => listAnswers.inc({ list, result }),
  };
}
