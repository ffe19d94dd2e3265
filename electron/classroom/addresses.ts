import { networkInterfaces } from 'node:os';

/** This computer's IPv4 addresses on a local network (not the loopback). */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i !== undefined && i.family === 'IPv4' && !i.internal)
    .map((i) => i!.address);
}
