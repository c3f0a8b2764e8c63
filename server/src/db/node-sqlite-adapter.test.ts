import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeSqliteDatabase } from './node-sqlite-adapter.ts';

interface Schema {
  stops: { id: Generated<number>; name: string; is_airport: number; note: string | null; seen_at: string | null };
}

describe('Kysely over node:sqlite', () => {
  let db: Kysely<Schema>;
  beforeEach(async () => {
    db = new Kysely<Schema>({
      dialect: new SqliteDialect({ database: nodeSqliteDatabase(new DatabaseSync(':memory:')) }),
    });
    await db.schema
      .createTable('stops')
      .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('is_airport', 'integer', (column) => column.notNull())
      .addColumn('note', 'text')
      .addColumn('seen_at', 'text')
      .execute();
  });
  afterEach(() => db.destroy());

  it('inserts, reads, updates and deletes rows', async () => {
    const inserted = await db
      .insertInto('stops')
      .values({ name: 'Groningen', is_airport: 0 })
      .executeTakeFirstOrThrow();
    expect(inserted.insertId).toBe(1n);
    const returned = await db
      .insertInto('stops')
      .values({ name: 'Eelde', is_airport: 1 })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(returned).toEqual({ id: 2, name: 'Eelde', is_airport: 1, note: null, seen_at: null });

    const updated = await db
      .updateTable('stops')
      .set({ note: 'hub' })
      .where('name', '=', 'Groningen')
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    expect(await db.selectFrom('stops').select(['name', 'note']).orderBy('id').execute()).toEqual([
      { name: 'Groningen', note: 'hub' },
      { name: 'Eelde', note: null },
    ]);

    const deleted = await db.deleteFrom('stops').where('id', '=', 1).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
    expect(await db.selectFrom('stops').select('name').execute()).toEqual([{ name: 'Eelde' }]);
  });

  it('stores booleans as 1/0, undefined as null and dates as ISO text', async () => {
    const seen = new Date('2026-03-01T08:30:00.000Z');
    await sql`insert into stops (name, is_airport, note, seen_at) values (${'Schiphol'}, ${true}, ${undefined}, ${seen})`.execute(
      db,
    );
    expect(await db.selectFrom('stops').selectAll().executeTakeFirst()).toEqual({
      id: 1,
      name: 'Schiphol',
      is_airport: 1,
      note: null,
      seen_at: '2026-03-01T08:30:00.000Z',
    });
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('stops').values({ name: 'Assen', is_airport: 0 }).execute();
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect(await db.selectFrom('stops').selectAll().execute()).toEqual([]);
  });

  it('streams the rows of a select', async () => {
    await db
      .insertInto('stops')
      .values([
        { name: 'A', is_airport: 0 },
        { name: 'B', is_airport: 0 },
      ])
      .execute();
    const names: string[] = [];
    for await (const row of db.selectFrom('stops').select('name').orderBy('name').stream()) names.push(row.name);
    expect(names).toEqual(['A', 'B']);
  });
});
