import { benchAuth } from './auth.bench';

await benchAuth();
process.exit(0);
