import { benchAuth } from './auth.bench';
import { benchCatalogue } from './catalogue.bench';
import { benchRedeem } from './redeem.bench';
import { benchMembers } from './members.bench';
import { benchImport } from './import.bench';
import { benchAudit } from './audit.bench';
import { benchStats } from './stats.bench';

const url = process.env.BENCH_DATABASE_URL;
await benchAuth();
await benchCatalogue();
if (url) {
  await benchRedeem(url);
  await benchMembers(url);
  await benchStats(url);
  await benchImport(url);
  await benchAudit(url);
} else {
  console.log(
    '\n!!! code redemption, members list, sales-rep statistics, CSV import and audit trail benchmarks skipped: they need PostgreSQL (BENCH_DATABASE_URL)',
  );
}
process.exit(0);
