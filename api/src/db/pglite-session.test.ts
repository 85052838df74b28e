import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forDrizzle } from './pglite-session';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec('create table notes (id int primary key, at timestamp)');
});
afterAll(async () => { await pglite.close(); });

describe('the PGlite drizzle is given', () => {
  it('counts each finished statement that may write, and each transaction, but no select', async () => {
    const { client, writes } = forDrizzle(pglite);
    await client.query('select 1');
    expect(writes()).toBe(0);
    await client.query('insert into notes (id) values (1)');
    expect(writes()).toBe(1);
    await client.exec('update notes set id = 2');
    expect(writes()).toBe(2);
    await client.transaction(async (tx) => {
      await tx.query('delete from notes');
      await tx.query('select 1');
    });
    expect(writes()).toBe(4);
    await expect(client.query('insert into missing values (1)')).rejects.toThrow();
    expect(writes()).toBe(5);
  });

  it('hands dates and times over as text, whatever parsers a query brings', async () => {
    const { client } = forDrizzle(pglite);
    await client.query("insert into notes values (3, '2030-01-07 12:00:00')");
    const asked = await client.query<{ at: unknown }>('select at from notes where id = 3', [], { parsers: {} });
    expect(asked.rows[0].at).toBe('2030-01-07 12:00:00');
  });
});
