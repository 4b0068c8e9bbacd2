import { benchAuth } from './auth.bench';
import { benchCatalogue } from './catalogue.bench';
import { benchContent } from './content.bench';
import { benchRedeem } from './redeem.bench';
import { benchMembers } from './members.bench';
import { benchImport } from './import.bench';
import { benchAudit } from './audit.bench';
import { benchStats } from './stats.bench';

const url = process.env.BENCH_DATABASE_URL;
/** BENCH_ONLY=stats,members runs those suites only (while working on one); unset: every suite. */
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const run = (suite: string) => !only || only.includes(suite);
if (run('auth')) await benchAuth();
if (run('catalogue')) await benchCatalogue();
if (run('content')) await benchContent();
if (url) {
  if (run('redeem')) await benchRedeem(url);
  if (run('members')) await benchMembers(url);
  if (run('stats')) await benchStats(url);
  if (run('import')) await benchImport(url);
  if (run('audit')) await benchAudit(url);
} else {
  console.log(
    '\n!!! code redemption, members list, sales-rep statistics, CSV import and audit trail benchmarks skipped: they need PostgreSQL (BENCH_DATABASE_URL)',
  );
}
process.exit(0);
