// Reads by key sent together: every request of a signed-in caller reads its session row, and on PostgreSQL
// each read is a round trip that costs the server more than the rest of a repeated, cached request. Asked
// while a read is in flight, keys wait and go to the database together in the next read, one statement for
// all of them. Each caller's read is sent after the caller asked, never before, so a write committed before
// the ask (a logout, a disabled user) is always seen: nothing is answered from memory.

/** Reads the rows of many keys in one statement. */
export type ReadMany<Row> = (keys: string[]) => Promise<Row[]>;

interface Waiter<Row> {
  resolve: (rows: Row[]) => void;
  reject: (error: unknown) => void;
}

/** How a coalesced read batches: keys per read and reads in flight at once. */
export interface CoalescingLimits {
  /** Keys sent in one read at most (the rest wait for the next). */
  maxKeys: number;
  /** Reads in flight at once at most. */
  maxInFlight: number;
}

/**
 * A read of one key's rows through `readMany`, coalesced: the keys asked in one turn of the event loop go
 * together in one read at its end, and while `limits.maxInFlight` reads are in flight the keys asked wait for
 * the next (at most `limits.maxKeys` at a time; a key asked twice is read once). `keyOf` tells which key a
 * row answers. A failed read fails the callers of its keys only.
 *
 * @example
 * const sessionRows = coalescedReads(sessionsByHashes(db), (row) => row.token_hash); // (hashes: string[]) => rows
 * const [row] = await sessionRows(hashToken(token));
 */
export function coalescedReads<Row>(
  readMany: ReadMany<Row>,
  keyOf: (row: Row) => string,
  limits: CoalescingLimits = { maxKeys: 256, maxInFlight: 1 },
): (key: string) => Promise<Row[]> {
  let waiting = new Map<string, Waiter<Row>[]>();
  let inFlight = 0;
  let scheduled = false;

  // At the end of this turn of the event loop (setImmediate), so the requests whose bytes arrived in this
  // turn, with the last read's answer among them, are parsed and join the read.
  function schedule(): void {
    if (scheduled || inFlight >= limits.maxInFlight || waiting.size === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      while (inFlight < limits.maxInFlight && waiting.size > 0) send(takeBatch());
    });
  }

  function takeBatch(): Map<string, Waiter<Row>[]> {
    if (waiting.size <= limits.maxKeys) {
      const batch = waiting;
      waiting = new Map();
      return batch;
    }
    const keys = [...waiting.keys()].slice(0, limits.maxKeys);
    const batch = new Map(keys.map((key) => [key, waiting.get(key) ?? []]));
    for (const key of keys) waiting.delete(key);
    return batch;
  }

  function send(batch: Map<string, Waiter<Row>[]>): void {
    inFlight += 1;
    const keys = [...batch.keys()];
    Promise.resolve()
      .then(() => readMany(keys))
      .then((rows) => {
        const byKey = new Map<string, Row[]>();
        for (const row of rows) {
          const key = keyOf(row);
          const list = byKey.get(key);
          if (list) list.push(row);
          else byKey.set(key, [row]);
        }
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(byKey.get(key) ?? []);
      })
      // A failed read, or a row `keyOf` cannot read, fails the batch's callers (a settled one stays settled).
      .catch((error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      })
      .finally(() => {
        inFlight -= 1;
        schedule();
      });
  }

  return (key) =>
    new Promise<Row[]>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      schedule();
    });
}
