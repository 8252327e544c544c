// A server's clock moved on for e2e tests that need days to pass (a quote sold a week later): loaded with
// `node --import` by own-server.ts when a spec asks for it, it adds to every reading of the wall clock the
// milliseconds the file TILLWISE_E2E_CLOCK_FILE holds, read afresh each time so the spec moves it on at once.
// Timers still run by the real clock: only what the server reads as the date and time moves.
import fs from 'node:fs';

const file = process.env.TILLWISE_E2E_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  const offset = () => {
    try {
      return Number(fs.readFileSync(file, 'utf8')) || 0;
    } catch {
      return 0;
    }
  };
  class MovedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset());
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset();
    }
  }
  globalThis.Date = MovedDate;
}
