// SQLite reads on reader threads (issue 18). better-sqlite3 runs a statement on the thread that calls it, so on
// one connection every query of every request ran on the event loop, one after another: a 15 ms keyword walk
// held up the 31 other requests in flight, and the machine's other cores sat idle while the one ran SQL and
// JavaScript in turn. In WAL mode any number of connections read at once and never wait for the writer, so
// the server keeps one connection for writes and transactions and runs plain reads on a few reader threads,
// each with its own read-only connection.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { cachedCompiler, STATEMENTS_KEPT } from './statement-cache.js';

/** What a reader thread runs: its source, evaluated in the thread (no file to find in src/ or in the bundle). */
const READER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
let db;
try {
  db = new Database(workerData.file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.pragma('query_only = ON');
  db.pragma('mmap_size = ' + Number(workerData.mmapBytes));
} catch (error) {
  parentPort.postMessage({ failed: String(error && error.message) });
  process.exit(1);
}
const cachedCompiler = ${cachedCompiler.toString()};
const prepared = cachedCompiler((sql) => db.prepare(sql), ${STATEMENTS_KEPT});
parentPort.postMessage({ ready: true });
const asBuffer = (value) => (value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value);
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    parentPort.postMessage({ id, rows: prepared(sql).all(parameters.map(asBuffer)) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

/** A query for a reader: its SQL and parameters. */
export interface ReadQuery {
  sql: string;
  parameters: readonly unknown[];
}

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

interface Reader {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Whether its connection opened; a reader that stops before is not restarted (it would only fail again). */
  ready: boolean;
  /** Why it could not open its connection, when it could not. */
  failed?: string;
  stopped: boolean;
}

/** An error a reader thread raised, with SQLite's code (SQLITE_BUSY, ...) kept. */
function readerError(message: string, code: unknown): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

/**
 * A pool of reader threads over one SQLite file, each with its own read-only connection (`query_only`), all
 * reading the latest committed data (WAL). A query goes to the reader with the fewest in flight.
 *
 * @example
 * const readers = new SqliteReaders('/data/console.db', 2);
 * const rows = await readers.read({ sql: 'select id from projects where status = ?', parameters: ['active'] });
 * await readers.close();
 */
export class SqliteReaders {
  private readonly readers: Reader[] = [];
  private nextId = 1;
  private closed = false;
  /** Why the last reader that could not start stopped. */
  private failure: Error | null = null;

  constructor(
    private readonly file: string,
    readonly size: number,
    private readonly mmapBytes = 0,
  ) {
    for (let i = 0; i < size; i++) this.readers.push(this.start());
  }

  private start(): Reader {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(READER_SOURCE, { eval: true, workerData: { driver, file: this.file, mmapBytes: this.mmapBytes } });
    worker.unref();
    const reader: Reader = { worker, pending: new Map(), ready: false, stopped: false };
    type Message = { id: number; rows?: unknown[]; error?: { message: string; code?: unknown }; ready?: boolean; failed?: string };
    worker.on('message', (message: Message) => {
      if (message.ready) reader.ready = true;
      if (message.failed) reader.failed = message.failed;
      const pending = reader.pending.get(message.id);
      if (!pending) return;
      reader.pending.delete(message.id);
      if (message.error) pending.reject(readerError(message.error.message, message.error.code));
      else pending.resolve(message.rows ?? []);
    });
    const fail = (stopped: Error) => {
      if (reader.stopped) return;
      reader.stopped = true;
      const error = reader.failed ? new Error(reader.failed) : stopped;
      for (const pending of reader.pending.values()) pending.reject(error);
      reader.pending.clear();
      // A reader that died is replaced, so one bad moment never leaves the pool short; one that never opened
      // its connection is not (a missing file, a missing driver), and reads then fail with its reason.
      const index = this.readers.indexOf(reader);
      if (index >= 0 && !this.closed && reader.ready) this.readers[index] = this.start();
      else this.failure = error;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a SQLite reader thread stopped (exit code ${code})`)));
    return reader;
  }

  /** Runs `query` (a statement that returns rows and writes nothing) on the least busy reader. */
  read(query: ReadQuery): Promise<unknown[]> {
    if (this.closed) return Promise.reject(new Error('the SQLite readers are closed'));
    let reader: Reader | undefined;
    for (const candidate of this.readers)
      if (!candidate.stopped && (!reader || candidate.pending.size < reader.pending.size)) reader = candidate;
    if (!reader) return Promise.reject(new Error(`no SQLite reader thread could start: ${this.failure?.message ?? 'unknown reason'}`));
    const chosen = reader;
    const id = this.nextId++;
    return new Promise<unknown[]>((resolve, reject) => {
      chosen.pending.set(id, { resolve, reject });
      if (chosen.pending.size === 1) chosen.worker.ref();
      chosen.worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
    }).finally(() => {
      if (chosen.pending.size === 0) chosen.worker.unref();
    });
  }

  /** Stops every reader thread (the queries in flight fail). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.readers.map((reader) => reader.worker.terminate()));
  }
}
