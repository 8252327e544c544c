import fs from 'node:fs';
import path from 'node:path';

const pidFileOf = (dataDir: string) => path.join(dataDir, 'server.pid');

/** Marks the data folder as served by this process, so a restore knows not to swap the database under it. */
export function writePidFile(dataDir: string): void {
  fs.writeFileSync(pidFileOf(dataDir), String(process.pid));
}

export function removePidFile(dataDir: string): void {
  fs.rmSync(pidFileOf(dataDir), { force: true });
}

/** The process serving this data folder, or null when none is (a pid file left by a crash is ignored). */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFileOf(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it is still running.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
