/** The payment return keeps the shopper's address outside production, and cannot be turned into an open redirect. */
import { shopperReturnOrigin, type ReturnOriginConfig } from './return-origin.ts';

const dev: ReturnOriginConfig = { isDevelopment: true, orders: { callbackBaseUrl: 'http://localhost:4105' } };
const from = (origin: string | undefined, host: string | undefined, config = dev) => shopperReturnOrigin(config, { origin, host });

it('takes the origin the shopper used: localhost, 127.0.0.1, a LAN address, IPv6 loopback and unique-local, on this port', () => {
  expect(from('http://localhost:4105', 'localhost:4105')).toBe('http://localhost:4105');
  expect(from('http://127.0.0.1:4105', '127.0.0.1:4105')).toBe('http://127.0.0.1:4105');
  expect(from('http://192.168.1.23:4105', '192.168.1.23:4105')).toBe('http://192.168.1.23:4105');
  expect(from('http://10.0.0.7:4105', '10.0.0.7:4105')).toBe('http://10.0.0.7:4105');
  expect(from('http://172.20.3.4:4105', '172.20.3.4:4105')).toBe('http://172.20.3.4:4105');
  expect(from('http://[::1]:4105', '[::1]:4105')).toBe('http://[::1]:4105');
  expect(from('http://[fd12:3456::1]:4105', '[fd12:3456::1]:4105')).toBe('http://[fd12:3456::1]:4105');
});

it('refuses a spoofed Host or Origin, a public or DNS address, another port or scheme, and a missing header', () => {
  // A DNS name may point anywhere; a public address is not this machine's network.
  expect(from('http://evil.example:4105', 'evil.example:4105')).toBeNull();
  expect(from('http://localhost.evil.example:4105', 'localhost.evil.example:4105')).toBeNull();
  expect(from('http://8.8.8.8:4105', '8.8.8.8:4105')).toBeNull();
  expect(from('http://172.32.0.1:4105', '172.32.0.1:4105')).toBeNull();
  expect(from('http://192.168.1.300:4105', '192.168.1.300:4105')).toBeNull();
  // Host and Origin must agree (a forged Host under the browser's Origin, or the reverse).
  expect(from('http://127.0.0.1:4105', '192.168.1.23:4105')).toBeNull();
  expect(from('http://192.168.1.23:4105', '127.0.0.1:4105')).toBeNull();
  // Only this server's own port, and only web schemes.
  expect(from('http://127.0.0.1:8080', '127.0.0.1:8080')).toBeNull();
  expect(from('http://127.0.0.1', '127.0.0.1')).toBeNull();
  expect(from('ftp://127.0.0.1:4105', '127.0.0.1:4105')).toBeNull();
  expect(from('null', '127.0.0.1:4105')).toBeNull();
  expect(from('not a url', '127.0.0.1:4105')).toBeNull();
  expect(from(undefined, '127.0.0.1:4105')).toBeNull();
  expect(from('http://127.0.0.1:4105', undefined)).toBeNull();
  // Userinfo in a Host header does not sneak another host in.
  expect(from('http://127.0.0.1:4105', 'evil.example@127.0.0.1:4105')).toBeNull();
});

it('never applies with PUBLIC_URL set or in production: the configured address is used', () => {
  expect(from('http://127.0.0.1:4105', '127.0.0.1:4105', { ...dev, publicUrl: 'https://shop.example.com' })).toBeNull();
  expect(from('http://127.0.0.1:4105', '127.0.0.1:4105', { ...dev, isDevelopment: false })).toBeNull();
});
