import { isIP } from 'node:net';

/**
 * Which `X-Forwarded-For` entries to believe. Each proxy appends the address it received the request
 * from, so only the rightmost entries written by our own proxies are trustworthy; whatever the client
 * wrote itself stands further left and is never taken.
 */
export type TrustProxy =
  | { kind: 'none' }
  /** The shop sits behind exactly `hops` proxies (a load balancer and a CDN are 2). */
  | { kind: 'hops'; hops: number }
  /** Proxies at these addresses (exact IPs or IPv4/IPv6 CIDR ranges) are ours. */
  | { kind: 'addresses'; ranges: string[] };

/** `false`/`0`, `true` (one proxy), a hop count, or a comma list of proxy addresses and CIDR ranges; a message when invalid. */
export function parseTrustProxy(value: string): TrustProxy | string {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { kind: 'hops', hops } : 'a hop count must be from 0 to 10';
  }
  const ranges = text.split(',').map((part) => part.trim()).filter(Boolean);
  const bad = ranges.find((range) => !isRange(range));
  if (bad) return `"${bad}" is neither true/false, a hop count, nor an IP address or CIDR range`;
  return { kind: 'addresses', ranges };
}

function isRange(range: string): boolean {
  const [address, bits, ...rest] = range.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * The client's address: the socket's peer, or, when that peer is a trusted proxy, the rightmost
 * `X-Forwarded-For` entry that is not one of ours. Entries a client forged stand left of it and are ignored.
 */
export function clientAddress(socketAddress: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const peer = normalise(socketAddress);
  if (trust.kind === 'none' || !forwardedFor) return peer;
  const chain = forwardedFor
    .split(',')
    .map((entry) => normalise(entry.trim()))
    .filter(Boolean);
  if (trust.kind === 'hops') {
    // The peer is the last proxy; each further hop is one more entry from the right.
    if (trust.hops === 0) return peer;
    const index = chain.length - trust.hops;
    return chain[Math.max(index, 0)] ?? peer;
  }
  if (peer && !inRanges(peer, trust.ranges)) return peer;
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    if (!inRanges(chain[i]!, trust.ranges)) return chain[i]!;
  }
  return chain[0] ?? peer;
}

// An IPv4 address as a dual-stack socket reports it (::ffff:a.b.c.d, in any letter case) is that IPv4 address.
function normalise(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4 ? lower.slice(7) : address;
}

function inRanges(address: string, ranges: readonly string[]): boolean {
  return ranges.some((range) => inRange(address, range));
}

function inRange(address: string, range: string): boolean {
  const [written, bitsText] = range.split('/') as [string, string | undefined];
  // A range of IPv4-mapped addresses (::ffff:10.0.0.0/104) is the IPv4 range it maps (10.0.0.0/8).
  const base = normalise(written);
  if (base !== written && bitsText !== undefined) {
    return Number(bitsText) >= 96 && inRange(address, `${base}/${Number(bitsText) - 96}`);
  }
  const family = isIP(address);
  if (family === 0 || family !== isIP(base)) return false;
  const bits = bitsText === undefined ? (family === 4 ? 32 : 128) : Number(bitsText);
  const a = toBigInt(address, family);
  const b = toBigInt(base, family);
  const width = family === 4 ? 32 : 128;
  const shift = BigInt(width - bits);
  return a >> shift === b >> shift;
}

function toBigInt(address: string, family: number): bigint {
  if (family === 4) return address.split('.').reduce((acc, part) => (acc << 8n) + BigInt(Number(part)), 0n);
  const [head = '', tail = ''] = address.split('::') as [string, string?] as [string, string];
  const headParts = head ? head.split(':') : [];
  const tailParts = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const parts = address.includes('::')
    ? [...headParts, ...Array<string>(8 - headParts.length - tailParts.length).fill('0'), ...tailParts]
    : headParts;
  return parts.reduce((acc, part) => (acc << 16n) + BigInt(parseInt(part || '0', 16)), 0n);
}
