import { describe, expect, it } from 'vitest';
import { isSpecialAddress, specialRange } from './ip-policy.ts';

/** How a URL's hostname spells an address once the WHATWG parser has normalised it. */
const hostnameOf = (url: string) => new URL(url).hostname;

describe('specialRange', () => {
  it('refuses every spelling of loopback a URL can carry', () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://2130706433/',
      'http://0177.0.0.1/',
      'http://0x7f.0.0.1/',
      'http://0x7f000001/',
      'http://127.1/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[0:0:0:0:0:ffff:7f00:1]/',
      'http://[::127.0.0.1]/',
      'http://[64:ff9b::127.0.0.1]/',
      'http://[64:ff9b:1::7f00:1]/',
      'http://0.0.0.0/',
      'http://[::]/',
    ]) {
      expect(specialRange(hostnameOf(url)), url).not.toBeNull();
    }
  });

  it('names the range of IPv4 inside mapped and compatible IPv6', () => {
    expect(specialRange('::ffff:7f00:1')).toBe('loopback');
    expect(specialRange('::ffff:10.1.2.3')).toBe('private');
    expect(specialRange('::a9fe:a9fe')).toBe('linkLocal');
    // A public address spelled this way is refused too: no real site is reached like that.
    expect(specialRange('::ffff:8.8.8.8')).toBe('ipv4Embedded');
  });

  it('refuses the IANA special-purpose ranges', () => {
    for (const address of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '192.0.0.8',
      '192.0.2.1',
      '198.18.0.1',
      '198.19.255.255',
      '198.51.100.2',
      '203.0.113.9',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'fec0::1',
      'ff02::1',
      '100::1',
      '2001:db8::1',
      '2001::1',
      '2001:2::1',
      '2002:7f00:1::',
      '3fff::1',
      '5f00::1',
      '::2',
      '4000::1',
    ]) {
      expect(isSpecialAddress(address), address).toBe(true);
    }
  });

  it('lets ordinary public addresses through', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '223.130.195.95', '2404:6800:4004:80f::200e', '[2606:4700::1111]']) {
      expect(specialRange(address), address).toBeNull();
    }
  });

  it('calls a name that is not an address invalid', () => {
    expect(specialRange('localhost')).toBe('invalid');
    expect(specialRange('0x7f.1')).toBe('invalid');
  });
});
