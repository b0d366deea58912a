import { PGlite } from '@electric-sql/pglite';
const dir = '/tmp/admin-pgtest/db';
const role = process.argv[2];
const db = await PGlite.create({ dataDir: dir });
if (role === 'init') { await db.exec('create table if not exists t (x int)'); await db.close(); process.exit(0); }
if (role === 'server') {
  for (let i = 0; i < 8; i++) { const r = await db.query('select count(*) from t'); console.log('server sees', r.rows[0]); await new Promise(r => setTimeout(r, 1000)); }
  await db.exec('insert into t values (99)'); await db.close(); console.log('server closed');
}
if (role === 'cli') { await db.exec('insert into t values (1)'); await db.close(); console.log('cli inserted'); }
if (role === 'read') { console.log((await db.query('select * from t')).rows); await db.close(); }
