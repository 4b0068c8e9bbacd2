import { benchAuth } from './auth.bench';
import { benchRedeem } from './redeem.bench';
import { benchMembers } from './members.bench';

const url = process.env.BENCH_DATABASE_URL;
await benchAuth();
if (url) {
  await benchRedeem(url);
  await benchMembers(url);
}
else console.log('\n!!! code redemption benchmark skipped: it needs PostgreSQL (BENCH_DATABASE_URL)');
process.exit(0);
