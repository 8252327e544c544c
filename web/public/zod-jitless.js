// zod probes whether it may compile validators with `new Function`; the Content-Security-Policy forbids eval, so
// the probe would be reported as a violation on every screen. Validation works the same without it. zod keeps its
// settings on this shared global (what z.config writes). A classic script, run before the app's modules whichever
// chunk loads zod first (a module's imports would run before its own lines).
(globalThis.__zod_globalConfig ??= {}).jitless = true;
