import { loadConfig, trustProxyOf } from './config.js';

test('SARAY_TRUST_PROXY: no proxy by default, a hop count, or the proxies’ addresses; anything else stops the start', () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  expect(trustProxyOf('')).toBe(false);
  expect(trustProxyOf('false')).toBe(false);
  expect(trustProxyOf('0')).toBe(false);
  expect(trustProxyOf('2')).toBe(2);
  expect(trustProxyOf('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
  expect(() => trustProxyOf('true')).toThrow('SARAY_TRUST_PROXY');
  expect(() => trustProxyOf('proxy.internal')).toThrow('SARAY_TRUST_PROXY');
});
