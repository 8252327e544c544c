import os from 'node:os';
import type { MachineNames } from './local-authority';

/**
 * What a till on the shop's network may type to reach this machine: its host name (and name.local, as phones
 * find it), localhost, and every address of its network interfaces. TLS_HOSTNAMES adds names a store gave it (a
 * name in the router's DNS, say).
 */
export function machineNames(extra: readonly string[] = []): MachineNames {
  const host = os.hostname().toLowerCase();
  const dns = new Set(['localhost', host, ...(host.includes('.') ? [] : [`${host}.local`])]);
  const ips = new Set<string>();
  for (const name of extra) (/^[\d.]+$|:/.test(name) ? ips : dns).add(name.toLowerCase());
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) {
      // A link-local IPv6 address needs its interface (fe80::1%eth0) and no certificate can name it.
      if (address.family === 'IPv6' && address.scopeid) continue;
      ips.add(address.address);
    }
  }
  return { dns: [...dns], ips: [...ips] };
}

/** The machine's addresses other than loopback: where a till on the counter reaches it. */
export function networkAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && address.family === 'IPv4')
    .map((address) => address!.address);
}
