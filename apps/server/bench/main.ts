import { benchAuth } from './auth.bench';
import { benchCatalogue } from './catalogue.bench';
import { benchContent } from './content.bench';
import { benchRedeem } from './redeem.bench';
import { benchMembers } from './members.bench';
import { benchImport } from './import.bench';
import { benchAudit } from './audit.bench';
import { benchStats } from './stats.bench';
import { benchMailing } from './mailing.bench';
import { benchWebhooks } from './webhooks.bench';

const url = process.env.BENCH_DATABASE_URL;
/** BENCH_ONLY=stats,members runs those suites only (while working on one); unset: every suite. */
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
/** Runs a suite when it is selected, and says how long it took (CI keeps to a time budget). */
const run = async (suite: string, bench: () => Promise<unknown>) => {
  if (only && !only.includes(suite)) return;
  const started = performance.now();
  await bench();
  console.log(`  (${suite}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
};
await run('auth', benchAuth);
await run('catalogue', benchCatalogue);
await run('content', benchContent);
if (url) {
  await run('redeem', () => benchRedeem(url));
  await run('members', () => benchMembers(url));
  await run('stats', () => benchStats(url));
  await run('import', () => benchImport(url));
  await run('audit', () => benchAudit(url));
  await run('mailing', () => benchMailing(url));
  await run('webhooks', () => benchWebhooks(url));
} else {
  console.log(
    '\n!!! code redemption, members list, sales-rep statistics, CSV import, audit trail, mailing and webhook benchmarks skipped: they need PostgreSQL (BENCH_DATABASE_URL)',
  );
}
process.exit(0);
