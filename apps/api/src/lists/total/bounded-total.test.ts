import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase, type MigratedDatabase } from '../../testing/migrated-database.js';
import { testTargets } from '../../testing/test-databases.js';
import { countBounded, countReach, inIdOrder, pageIdsWithBoundedTotal, pageOfSortedIds, pageWithBoundedTotal } from './bounded-total.js';
import type { Database } from '../../db/types.js';
import type { Kysely } from 'kysely';

describe.each(testTargets())('a page with its bounded total, in one statement, on $name', (target) => {
  let open: MigratedDatabase;
  let db: Kysely<Database>;
  const ENTRIES = 250;

  beforeAll(async () => {
    open = await migratedDatabase(target);
    db = open.db;
    await db
      .insertInto('audit_log')
      .values(
        Array.from({ length: ENTRIES }, (_, i) => ({
          at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
          actor_username: i % 2 === 0 ? 'even' : 'odd',
          action: 'bounded.test',
          target: `t${i}`,
          outcome: 'success' as const,
        })),
      )
      .execute();
  });
  afterAll(() => open.close());

  const matching = (actor: string) => db.selectFrom('audit_log').where('action', '=', 'bounded.test').where('actor_username', '=', actor);
  const page = (actor: string, current: number, pageSize: number) =>
    pageWithBoundedTotal(db, matching(actor), matching(actor).select(['target']).orderBy('at', 'desc').orderBy('id', 'desc'), {
      current,
      pageSize,
    });

  it('answers the rows of the page and the same total as counting apart, exact or capped', async () => {
    for (const [current, pageSize] of [
      [1, 10],
      [3, 20],
      [1, 100],
      [6, 20],
    ] as const) {
      const answer = await page('even', current, pageSize);
      const apart = await countBounded(db, matching('even'), { current, pageSize });
      expect({ current, pageSize, total: answer.total, totalCapped: answer.totalCapped }).toEqual({ current, pageSize, ...apart });
      const first = 248 - (current - 1) * pageSize * 2; // the newest 'even' entry on the page is t<first>
      expect(answer.rows[0]).toEqual({ target: `t${first}` });
      expect(answer.rows).toHaveLength(Math.min(pageSize, 125 - (current - 1) * pageSize));
    }
    expect(await page('even', 1, 10)).toMatchObject({ total: countReach({ current: 1, pageSize: 10 }), totalCapped: true });
    expect(await page('even', 1, 100)).toMatchObject({ total: 125, totalCapped: false });
  });

  it('reads the page ids and the same total from one walk of ids, and puts rows back in their order', async () => {
    const ids = (actor: string, current: number, pageSize: number) =>
      pageIdsWithBoundedTotal(db, matching(actor).select('id').orderBy('at', 'desc').orderBy('id', 'desc'), { current, pageSize });
    for (const [current, pageSize] of [
      [1, 10],
      [6, 20],
      [9, 20],
    ] as const) {
      const walked = await ids('even', current, pageSize);
      const targets = await db
        .selectFrom('audit_log')
        .select(['id', 'target'])
        .where('id', 'in', [0, ...walked.ids])
        .execute();
      const { rows, total, totalCapped } = await page('even', current, pageSize);
      expect({ total: walked.total, totalCapped: walked.totalCapped }).toEqual({ total, totalCapped });
      expect(inIdOrder(walked.ids, targets).map((r) => ({ target: r.target }))).toEqual(rows);
    }
    expect(inIdOrder([3, 1, 2], [{ id: 1 }, { id: 3 }])).toEqual([{ id: 3 }, { id: 1 }]);
  });

  it('counts alone for a page past the last match, and answers 0 for an empty first page', async () => {
    expect(await page('even', 9, 20)).toEqual({ rows: [], total: 125, totalCapped: false });
    expect(await page('nobody', 1, 20)).toEqual({ rows: [], total: 0, totalCapped: false });
  });

  it('joins rows to the page of sorted ids, with the same page and total as the one-table page', async () => {
    const joined = (actor: string, current: number, pageSize: number) =>
      pageOfSortedIds(
        db,
        matching(actor).select(['id', 'at']).orderBy('at', 'desc').orderBy('id', 'desc'),
        (ids) =>
          db
            .selectFrom('audit_log as a')
            .innerJoin(ids.as('v'), 'v.id', 'a.id')
            .select('a.target')
            .orderBy('v.at', 'desc')
            .orderBy('v.id', 'desc'),
        { current, pageSize },
      );
    for (const [actor, current, pageSize] of [
      ['even', 1, 10],
      ['even', 3, 20],
      ['odd', 1, 100],
      ['even', 9, 20],
      ['nobody', 1, 20],
    ] as const) {
      expect({ actor, current, pageSize, ...(await joined(actor, current, pageSize)) }).toEqual({
        actor,
        current,
        pageSize,
        ...(await page(actor, current, pageSize)),
      });
    }
  });
});
