// Members CSV import: a 100 000-row VALID_ROWS import end to end (upload checks + stored job, then
// the worker: parse, validate, duplicate checks, chunked INSERTs), beside baselines measured in
// the same run: csv-parse alone, and one INSERT … SELECT of as many rows (rolled back).
// Target: under 30 s on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { MEMBER_IMPORT_COLUMNS } from '@klub/contracts';
import { csvImports, migrateDatabase, openDatabase } from '@klub/db';
import { getImport, queueImport } from '../src/modules/imports/imports.service';
import { runImports } from '../src/import-kinds';
import { MEMBER_CSV } from '../src/modules/members/members.import-rows';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

function makeCsv(prefix: string): Buffer {
  const regions = ['dolnośląskie', 'mazowieckie', 'małopolskie', 'pomorskie', 'śląskie'];
  const types = ['Uczestnik', 'Wykonawca', 'Architekt'];
  const lines = [Object.values(MEMBER_IMPORT_COLUMNS).join(';')];
  for (let i = 0; i < ROWS; i++) {
    lines.push(
      [
        `${prefix}${i}@import.bench.test`,
        `Imię${i % 5000}`,
        `Nazwisko-${i % 997}`,
        `6${String(i).padStart(8, '0')}`,
        `Firma ${i % 20000}`,
        '5260250995',
        `Miasto ${i % 300}`,
        `${String(10 + (i % 89)).padStart(2, '0')}-${String(i % 1000).padStart(3, '0')}`,
        `ul. Długa ${i % 200}`,
        types[i % 3],
        regions[i % 5],
        i % 2 ? 'tak' : 'nie',
      ].join(';'),
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

export async function benchImport(url: string) {
  const handle = await openDatabase({ url, poolMax: 4 });
  await migrateDatabase(handle);
  const prefix = `b${Date.now().toString(36)}-`;
  const file = makeCsv(prefix);
  console.log(
    `\nMembers CSV import on PostgreSQL: ${ROWS.toLocaleString('pl-PL')} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB, VALID_ROWS`,
  );

  const p0 = performance.now();
  parse(file.toString('utf8'), { delimiter: ';', bom: true });
  const baseline = performance.now() - p0;
  // The database's own floor on this machine now: the same number of rows by one INSERT … SELECT, rolled back.
  const f0 = performance.now();
  await handle.db
    .transaction(async (tx) => {
      await tx.execute(sql`
      insert into users (email, password_hash, role, status, firstname, lastname, phone, company_name, nip, city, post_code, street, region_id)
      select ${`${prefix}floor-`} || g || '@import.bench.test', 'x', 21, 'ACTIVE', 'Imię' || (g % 5000), 'Nazwisko-' || (g % 997), '6' || lpad(g::text, 8, '0'),
             'Firma ' || (g % 20000), '5260250995', 'Miasto ' || (g % 300), '50-001', 'ul. Długa ' || (g % 200), 1 + g % 5
      from generate_series(1, ${ROWS}::int) g`);
      tx.rollback();
    })
    .catch(() => undefined);
  const floor = performance.now() - f0;

  const t0 = performance.now();
  const { id } = await queueImport(handle.db, MEMBER_CSV, {
    kind: 'members',
    content: file,
    mode: 'VALID_ROWS',
    fileName: 'bench.csv',
    adminId: null,
  });
  await runImports(handle.db);
  const ms = performance.now() - t0;
  const job = await getImport(handle.db, id);
  if (job.status !== 'DONE' || job.insertedRows !== ROWS)
    throw new Error(
      `import bench: ${job.status} ${job.insertedRows}/${ROWS} ${job.failure ?? ''} ${JSON.stringify(job.errors.slice(0, 3))}`,
    );
  console.log(`  baseline: csv-parse of the file      ${(baseline / 1000).toFixed(2).padStart(6)} s`);
  console.log(
    `  baseline: INSERT … SELECT, same rows  ${(floor / 1000).toFixed(2).padStart(6)} s  (the database's floor on this machine now)`,
  );
  console.log(
    `  import end to end (${job.insertedRows.toLocaleString('pl-PL')} inserted) ${(ms / 1000).toFixed(2).padStart(6)} s  ${Math.round(ROWS / (ms / 1000)).toLocaleString('pl-PL')} rows/s  (${(ms / floor).toFixed(1)}× the INSERT floor; target < 30 s)`,
  );
  // The imported members stay: deleting 100 000 users from a table that 1 M codes and the ledger
  // refer to costs many minutes of foreign-key checks (the product never hard-deletes people).
  // Each run uses a new e-mail prefix, and the members-list benchmark only needs ≥ 1 M people.
  await handle.db.delete(csvImports).where(eq(csvImports.id, id));
  await handle.close();
}
