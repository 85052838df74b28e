import { PGlite } from '@electric-sql/pglite';
const t=Date.now();
const db = new PGlite();
await db.waitReady;
console.log('ready', Date.now()-t);
const r = await db.query(`select to_tsvector('simple','بيتزا مارغريتا creme-brulee l''orange 7up') v, to_tsvector('simple','بيتزا مارغريتا') @@ to_tsquery('simple','مارغ:*') m`);
console.log(r.rows);
console.log('skip clone');
