import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('the SQLite statement cache', () => {
  it('compiles each SQL text once and answers with the current parameters every time', async () => {
    const raw = new SqliteDatabase(':memory:');
    let compiled = 0;
    const counting = Object.assign(Object.create(raw) as SqliteDatabase.Database, {
      prepare: (text: string) => {
        compiled += 1;
        return raw.prepare(text);
      },
    });
    const db = new Kysely<{ t: { id: number; name: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(counting) }) });
    await sql`create table t (id integer primary key, name text)`.execute(db);
    await db.insertInto('t').values({ id: 1, name: 'one' }).execute();
    await db.insertInto('t').values({ id: 2, name: 'two' }).execute();
    const before = compiled;
    const names = [];
    for (const id of [1, 2, 1]) names.push((await db.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst())?.name);
    expect(names).toEqual(['one', 'two', 'one']);
    expect(compiled - before).toBe(1);
    await db.destroy();
  });

  it('keeps at most its capacity of statements', async () => {
    const raw = new SqliteDatabase(':memory:');
    const cached = withStatementCache(raw, 2);
    const first = cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).not.toBe(first);
    expect(cached.prepare('select 3')).toBe(cached.prepare('select 3'));
    cached.close();
  });
});
