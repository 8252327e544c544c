// Profiles the server while 32 tills sell (the load window only, not start-up):
// `node --import tsx bench/profile-checkout.ts [out.cpuprofile]`; BENCH_POSTGRES_URL profiles PostgreSQL instead.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { apiRate } from './checkout.bench';

const out = process.argv[2] ?? 'checkout.cpuprofile';
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
const result = await apiRate({ terminals: 32 }, process.env.BENCH_POSTGRES_URL || null, {
  started: () => session.post('Profiler.start'),
  finished: async () => {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(out, JSON.stringify(profile));
  },
});
console.log(result);
