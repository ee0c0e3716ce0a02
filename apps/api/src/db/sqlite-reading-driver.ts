// Kysely's SQLite driver has one connection behind a queue: a request's query waits for every query queued
// before it, and a transaction holds the queue from begin to commit. This driver keeps that connection (and
// its queue) for writes and transactions, and sends a plain read, outside any transaction, to the reader
// threads (sqlite-readers.ts) at once. A read sees every write committed before it began, as on the one
// connection; while a transaction is open, reads elsewhere see the data as it was before the transaction
// (they used to wait for its commit), never its uncommitted rows.
import type { CompiledQuery } from 'kysely';
import {
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PreparingDatabase } from './statement-cache.js';
import type { SqliteReaders } from './sqlite-readers.js';

/** A query that only reads: a SELECT built with Kysely, or raw SQL that begins with `select`. */
function onlyReads(query: CompiledQuery): boolean {
  if (SelectQueryNode.is(query.query)) return true;
  return query.query.kind === 'RawNode' && /^\s*select\b/i.test(query.sql);
}

/**
 * One request's connection: reads go to the readers, writes to the writing connection for one statement,
 * and from `begin` to `commit` everything goes to the writing connection, held.
 */
class RoutingConnection implements DatabaseConnection {
  held: DatabaseConnection | null = null;

  constructor(
    private readonly writer: Driver,
    private readonly readers: SqliteReaders,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.held) return this.held.executeQuery<R>(query);
    if (onlyReads(query)) return { rows: (await this.readers.read(query)) as R[] };
    const connection = await this.writer.acquireConnection();
    try {
      return await connection.executeQuery<R>(query);
    } finally {
      await this.writer.releaseConnection(connection);
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (this.held) {
      yield* this.held.streamQuery<R>(query, chunkSize);
      return;
    }
    const connection = await this.writer.acquireConnection();
    try {
      yield* connection.streamQuery<R>(query, chunkSize);
    } finally {
      await this.writer.releaseConnection(connection);
    }
  }
}

/** The driver: Kysely's own SQLite driver for the writing connection, the reader pool for plain reads. */
class ReadingPoolDriver implements Driver {
  constructor(
    private readonly writer: Driver,
    private readonly readers: SqliteReaders,
    /** Counts a transaction ended (committed or rolled back): a write count must move when its writes show. */
    private readonly countEnded: () => void,
  ) {}

  init(): Promise<void> {
    return this.writer.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutingConnection(this.writer, this.readers);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const routing = connection as RoutingConnection;
    const held = await this.writer.acquireConnection();
    try {
      await this.writer.beginTransaction(held, settings);
    } catch (error) {
      await this.writer.releaseConnection(held);
      throw error;
    }
    routing.held = held;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.endTransaction(connection as RoutingConnection, (held) => this.writer.commitTransaction(held));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.endTransaction(connection as RoutingConnection, (held) => this.writer.rollbackTransaction(held));
  }

  private async endTransaction(routing: RoutingConnection, end: (held: DatabaseConnection) => Promise<void>) {
    const held = routing.held;
    if (!held) return;
    try {
      await end(held);
    } finally {
      this.countEnded();
      routing.held = null;
      await this.writer.releaseConnection(held);
    }
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.writer.savepoint!((connection as RoutingConnection).held!, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.writer.rollbackToSavepoint!((connection as RoutingConnection).held!, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.writer.releaseSavepoint!((connection as RoutingConnection).held!, name, compile);
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.readers.close();
    await this.writer.destroy();
  }
}

/**
 * A Kysely dialect for a SQLite file: `database` (the writing connection) takes writes and transactions,
 * `readers` the plain reads. `endedTransactions()` counts the transactions ended so far.
 *
 * @example
 * const readers = new SqliteReaders(file, 2);
 * const dialect = new SqliteReadingDialect(withStatementCache(new SqliteDatabase(file)), readers);
 * const db = new Kysely<Database>({ dialect });
 */
export class SqliteReadingDialect implements Dialect {
  private ended = 0;

  constructor(
    private readonly database: PreparingDatabase,
    private readonly readers: SqliteReaders,
  ) {}

  createDriver(): Driver {
    return new ReadingPoolDriver(new SqliteDialect({ database: this.database }).createDriver(), this.readers, () => this.ended++);
  }

  /** Transactions committed or rolled back through this dialect's driver. */
  endedTransactions(): number {
    return this.ended;
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
