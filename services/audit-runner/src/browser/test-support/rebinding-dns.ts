// A tiny DNS server for the egress tests (node's dgram, A records only): it answers each name
// from a list, one answer per query, repeating the last — "public, then private" is DNS rebinding.
import { createSocket, type Socket } from 'node:dgram';
import { promises as dns } from 'node:dns';
import type { AddressInfo } from 'node:net';

export interface RebindingDns {
  port: number;
  /** Queries received per name. */
  queries: Map<string, number>;
  /** A lookup for AddressGuard that asks this server only. */
  lookup: (hostname: string) => Promise<string[]>;
  close(): Promise<void>;
}

function readName(packet: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (packet[at] !== 0) {
    const length = packet[at];
    labels.push(packet.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += length + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function answer(query: Buffer, address: string | null): Buffer {
  const { end } = readName(query, 12);
  const question = query.subarray(12, end + 4);
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // id
  header.writeUInt16BE(address ? 0x8180 : 0x8183, 2); // response; NXDOMAIN without an address
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(address ? 1 : 0, 6);
  if (!address) return Buffer.concat([header, question]);
  const record = Buffer.alloc(16);
  record.writeUInt16BE(0xc00c, 0); // the name, by pointer to the question
  record.writeUInt16BE(1, 2); // A
  record.writeUInt16BE(1, 4); // IN
  record.writeUInt32BE(0, 6); // TTL 0: nothing may cache it
  record.writeUInt16BE(4, 10);
  address.split('.').forEach((part, i) => record.writeUInt8(Number(part), 12 + i));
  return Buffer.concat([header, question, record]);
}

export async function startRebindingDns(answers: Record<string, string[]>): Promise<RebindingDns> {
  const queries = new Map<string, number>();
  const socket: Socket = createSocket('udp4');
  socket.on('message', (message, remote) => {
    const { name } = readName(message, 12);
    const seen = queries.get(name) ?? 0;
    queries.set(name, seen + 1);
    const list = answers[name];
    const address = list ? list[Math.min(seen, list.length - 1)] : null;
    socket.send(answer(message, address), remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const port = (socket.address() as AddressInfo).port;
  // One try (a retry would be a second query), with room for a loaded machine.
  const resolver = new dns.Resolver({ timeout: 10_000, tries: 1 });
  resolver.setServers([`127.0.0.1:${port}`]);
  return {
    port,
    queries,
    lookup: (hostname) => resolver.resolve4(hostname),
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
