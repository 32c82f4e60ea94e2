import { clientAddress, parseTrustProxy, type TrustProxy } from './client-address.ts';

const none: TrustProxy = { kind: 'none' };
const hops = (n: number): TrustProxy => ({ kind: 'hops', hops: n });
const proxies = (...ranges: string[]): TrustProxy => ({ kind: 'addresses', ranges });

describe('parseTrustProxy', () => {
  it.each<[string, TrustProxy]>([
    ['', none],
    ['false', none],
    ['0', none],
    ['true', hops(1)],
    ['TRUE', hops(1)],
    ['2', hops(2)],
    ['10.0.0.0/8, 192.168.1.7', proxies('10.0.0.0/8', '192.168.1.7')],
    ['2001:db8::/32,::1', proxies('2001:db8::/32', '::1')],
  ])('reads %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each([
    ['11', 'a hop count must be from 0 to 10'],
    ['yes', '"yes" is neither true/false, a hop count, nor an IP address or CIDR range'],
    ['10.0.0.0/33', '"10.0.0.0/33" is neither true/false, a hop count, nor an IP address or CIDR range'],
    ['2001:db8::/129', '"2001:db8::/129" is neither true/false, a hop count, nor an IP address or CIDR range'],
    ['10.0.0.0/8/1', '"10.0.0.0/8/1" is neither true/false, a hop count, nor an IP address or CIDR range'],
  ])('refuses %j', (value, message) => {
    expect(parseTrustProxy(value)).toBe(message);
  });
});

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.1', none)).toBe('198.51.100.7');
  });

  it('is the socket peer when there is no X-Forwarded-For header, trusted proxies or not', () => {
    expect(clientAddress('198.51.100.7', undefined, hops(1))).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', undefined, proxies('10.0.0.0/8'))).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '', proxies('10.0.0.0/8'))).toBe('10.0.0.2');
  });

  describe('with a hop count', () => {
    it('takes the entry the one proxy appended (rightmost), ignoring what the client wrote to its left', () => {
      expect(clientAddress('10.0.0.2', '203.0.113.66', hops(1))).toBe('203.0.113.66');
      expect(clientAddress('10.0.0.2', '1.1.1.1, 8.8.8.8, 203.0.113.66', hops(1))).toBe('203.0.113.66');
    });

    it('takes the second entry from the right behind two proxies (a CDN and a load balancer)', () => {
      expect(clientAddress('10.0.0.2', 'forged, 203.0.113.66, 172.16.0.9', hops(2))).toBe('203.0.113.66');
      expect(clientAddress('10.0.0.2', '203.0.113.66,172.16.0.9', hops(2))).toBe('203.0.113.66');
    });

    it('takes the leftmost entry when fewer hops wrote the header than configured', () => {
      expect(clientAddress('10.0.0.2', '203.0.113.66', hops(2))).toBe('203.0.113.66');
    });

    it('is the socket peer with 0 hops', () => {
      expect(clientAddress('10.0.0.2', '203.0.113.66', hops(0))).toBe('10.0.0.2');
    });
  });

  describe('with a list of proxy addresses', () => {
    it('is the peer itself when the peer is not one of the proxies (anybody can send the header)', () => {
      expect(clientAddress('198.51.100.7', '203.0.113.66', proxies('10.0.0.0/8'))).toBe('198.51.100.7');
    });

    it('is the rightmost entry that is not a proxy, skipping a chain of trusted proxies; forged entries to its left are ignored', () => {
      expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.66, 10.1.2.3', proxies('10.0.0.0/8'))).toBe('203.0.113.66');
      expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.66', proxies('10.0.0.0/8'))).toBe('203.0.113.66');
    });

    it('matches exact addresses and IPv4 CIDR ranges at their boundaries', () => {
      const trust = proxies('192.168.1.7', '172.16.0.0/12');
      expect(clientAddress('192.168.1.7', '203.0.113.66', trust)).toBe('203.0.113.66');
      expect(clientAddress('192.168.1.8', '203.0.113.66', trust)).toBe('192.168.1.8');
      expect(clientAddress('172.31.255.255', '203.0.113.66', trust)).toBe('203.0.113.66');
      expect(clientAddress('172.32.0.0', '203.0.113.66', trust)).toBe('172.32.0.0');
      expect(clientAddress('172.15.255.255', '203.0.113.66', trust)).toBe('172.15.255.255');
    });

    it('matches IPv6 addresses and CIDR ranges, compressed or not', () => {
      const trust = proxies('2001:db8::/32', '::1');
      expect(clientAddress('2001:db8:0:0:0:0:0:5', '2001:4860::8888', trust)).toBe('2001:4860::8888');
      expect(clientAddress('2001:db8:ffff::1', '2001:4860::8888', trust)).toBe('2001:4860::8888');
      expect(clientAddress('::1', '203.0.113.66', trust)).toBe('203.0.113.66');
      expect(clientAddress('2001:db9::1', '2001:4860::8888', trust)).toBe('2001:db9::1');
      expect(clientAddress('2001:db8::7', 'forged, 2001:4860::8888, 2001:db8::2', trust)).toBe('2001:4860::8888');
    });

    it('never matches an IPv4 address against an IPv6 range or the other way round', () => {
      expect(clientAddress('10.0.0.2', '203.0.113.66', proxies('::/0'))).toBe('10.0.0.2');
      expect(clientAddress('2001:db8::1', '203.0.113.66', proxies('0.0.0.0/0'))).toBe('2001:db8::1');
    });

    it('is the leftmost entry when every entry is a trusted proxy', () => {
      expect(clientAddress('10.0.0.2', '10.0.0.9, 10.0.0.8', proxies('10.0.0.0/8'))).toBe('10.0.0.9');
    });
  });

  describe('IPv4-mapped IPv6 addresses (::ffff:a.b.c.d, as a dual-stack socket reports IPv4 peers)', () => {
    it('reports the peer as plain IPv4', () => {
      expect(clientAddress('::ffff:198.51.100.7', undefined, none)).toBe('198.51.100.7');
      expect(clientAddress('::FFFF:198.51.100.7', undefined, none)).toBe('198.51.100.7');
    });

    it('matches a mapped peer against IPv4 ranges and maps forwarded entries too', () => {
      expect(clientAddress('::ffff:10.0.0.2', '::ffff:203.0.113.66', proxies('10.0.0.0/8'))).toBe('203.0.113.66');
      expect(clientAddress('::ffff:10.0.0.2', '203.0.113.66, ::ffff:10.0.0.3', proxies('10.0.0.0/8'))).toBe('203.0.113.66');
    });

    it('matches a mapped address against a range written in mapped form', () => {
      expect(clientAddress('::ffff:10.0.0.2', '203.0.113.66', proxies('::ffff:10.0.0.0/104'))).toBe('203.0.113.66');
      expect(clientAddress('10.0.0.2', '203.0.113.66', proxies('::ffff:10.0.0.0/104'))).toBe('203.0.113.66');
    });
  });
});
