import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { isCallableAddress } from '../../../src/server/security/outgoing-address';

// Which addresses notifications may call (decision 041), in the spellings a URL or a resolver gives.

const strict = { allowLoopback: false };

describe('isCallableAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.0.0.5',
    '100.64.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '192.0.2.1',
    '198.18.0.1',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:10.1.2.3',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::10.0.0.1',
    '2002:7f00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'febf::1',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    'not an address',
    'localhost',
  ])('refuses %s', (address) => {
    expect(isCallableAddress(address, strict)).toBe(false);
  });

  it.each([
    '93.184.215.14',
    '1.1.1.1',
    '172.32.0.1',
    '172.15.255.255',
    '192.169.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '[2a00:1450:4009:81f::200e]',
    '::ffff:1.1.1.1',
    '64:ff9b::101:101',
  ])('allows the public address %s', (address) => {
    expect(isCallableAddress(address, strict)).toBe(true);
  });

  it('allows loopback, and only loopback, where the tests and development allow it', () => {
    const loose = { allowLoopback: true };
    expect(isCallableAddress('127.0.0.1', loose)).toBe(true);
    expect(isCallableAddress('::1', loose)).toBe(true);
    expect(isCallableAddress('::ffff:127.0.0.1', loose)).toBe(true);
    expect(isCallableAddress('10.0.0.1', loose)).toBe(false);
    expect(isCallableAddress('169.254.169.254', loose)).toBe(false);
  });
});

describe('NOTIFY_ALLOW_HOSTS', () => {
  it('reads names separated by commas, in lower case without a final dot; production never allows loopback', () => {
    const config = loadConfig({ NODE_ENV: 'production', NOTIFY_ALLOW_HOSTS: ' ntfy.home.lan, Hooks.LAN. ' });
    expect(config.notify).toEqual({ allowHosts: ['ntfy.home.lan', 'hooks.lan'], allowLoopback: false });
    expect(loadConfig({ NODE_ENV: 'test' }).notify).toEqual({ allowHosts: [], allowLoopback: true });
    expect(() => loadConfig({ NOTIFY_ALLOW_HOSTS: 'https://ntfy.home.lan/topic' })).toThrow(
      'Invalid configuration: NOTIFY_ALLOW_HOSTS must be host names separated by commas, such as ntfy.home.lan',
    );
  });
});
