import { describe, expect, it } from 'vitest';
import { coalescedReads } from './coalesced-reads.js';

interface Row {
  key: string;
  value: number;
}

/** A readMany whose reads the test finishes by hand, answering each key with the table as it is then. */
function heldReads() {
  const table = new Map<string, number>();
  const reads: { keys: string[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const readMany = (keys: string[]) =>
    new Promise<Row[]>((resolve, reject) => {
      // The rows are read when the read is sent, as a statement reads what was committed before it.
      const rows = keys.flatMap((key) => (table.has(key) ? [{ key, value: table.get(key) as number }] : []));
      reads.push({ keys, finish: () => resolve(rows), fail: reject });
    });
  return { table, reads, read: coalescedReads(readMany, (row) => row.key, { maxKeys: 3, maxInFlight: 1 }) };
}

// Two turns of the event loop: a finished read hands over to the next one on the next turn (setImmediate).
const settle = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

describe('coalescedReads', () => {
  it('sends a lone key in a read of its own, and the keys asked while it is in flight together in the next', async () => {
    const { table, reads, read } = heldReads();
    table.set('a', 1).set('b', 2).set('c', 3);
    const first = read('a');
    await settle();
    expect(reads.map((r) => r.keys)).toEqual([['a']]);
    const later = [read('b'), read('c'), read('b')];
    await settle();
    expect(reads).toHaveLength(1);
    reads[0]?.finish();
    expect(await first).toEqual([{ key: 'a', value: 1 }]);
    await settle();
    expect(reads.map((r) => r.keys)).toEqual([['a'], ['b', 'c']]);
    reads[1]?.finish();
    expect(await Promise.all(later)).toEqual([[{ key: 'b', value: 2 }], [{ key: 'c', value: 3 }], [{ key: 'b', value: 2 }]]);
  });

  it('never answers a caller with a read sent before it asked: a change made meanwhile is seen', async () => {
    const { table, reads, read } = heldReads();
    table.set('token', 1);
    const before = read('token');
    await settle();
    // The session ends (the row goes) while the first read is in flight; then another request asks.
    table.delete('token');
    const after = read('token');
    reads[0]?.finish();
    expect(await before).toEqual([{ key: 'token', value: 1 }]);
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]?.finish();
    expect(await after).toEqual([]);
  });

  it('sends the keys asked in one turn together, at most maxKeys in a read and the rest in the next', async () => {
    const { reads, read } = heldReads();
    const pending = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => read(key));
    await settle();
    expect(reads.map((r) => r.keys)).toEqual([['a', 'b', 'c']]);
    reads[0]?.finish();
    await settle();
    expect(reads.map((r) => r.keys)[1]).toEqual(['d', 'e', 'f']);
    reads[1]?.finish();
    await settle();
    expect(reads.map((r) => r.keys)[2]).toEqual(['g']);
    reads[2]?.finish();
    expect(await Promise.all(pending)).toEqual([[], [], [], [], [], [], []]);
  });

  it('keeps up to maxInFlight reads in flight at once', async () => {
    const reads: string[][] = [];
    const read = coalescedReads<Row>(
      (keys) => {
        reads.push(keys);
        return new Promise(() => undefined);
      },
      (row) => row.key,
      { maxKeys: 10, maxInFlight: 2 },
    );
    void read('a');
    await settle();
    void read('b');
    await settle();
    void read('c');
    await settle();
    expect(reads).toEqual([['a'], ['b']]);
  });

  it("fails a failed read's callers only, and the next read still goes", async () => {
    const { table, reads, read } = heldReads();
    table.set('b', 2);
    const failing = read('a');
    await settle();
    const next = read('b');
    reads[0]?.fail(new Error('connection terminated'));
    await expect(failing).rejects.toThrow('connection terminated');
    await settle();
    reads[1]?.finish();
    expect(await next).toEqual([{ key: 'b', value: 2 }]);
  });

  it('fails the callers when the read throws before it starts', async () => {
    const read = coalescedReads<Row>(
      () => {
        throw new Error('no statement');
      },
      (row) => row.key,
    );
    await expect(read('a')).rejects.toThrow('no statement');
  });
});
