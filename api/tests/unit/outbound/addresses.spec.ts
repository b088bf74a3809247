import { test } from '@japa/runner'
import { isPublicAddress } from '#services/outbound/addresses'

/** Addresses the platform must never call, each with why. */
const REFUSED: [string, string][] = [
  ['127.0.0.1', 'IPv4 loopback'],
  ['127.255.255.254', 'IPv4 loopback, end of the block'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'this network'],
  ['10.0.0.1', 'private 10/8'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.255', 'private 172.16/12, end of the block'],
  ['192.168.1.1', 'private 192.168/16'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.100.100.200', 'Alibaba Cloud metadata (CGNAT)'],
  ['169.254.169.254', 'cloud metadata (link-local)'],
  ['169.254.1.1', 'link-local'],
  ['192.0.0.192', 'Oracle Cloud metadata (IETF block)'],
  ['192.0.2.10', 'documentation TEST-NET-1'],
  ['198.51.100.7', 'documentation TEST-NET-2'],
  ['203.0.113.9', 'documentation TEST-NET-3'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking, end of the block'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast (SSDP)'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::1', 'IPv6 loopback'],
  ['::', 'IPv6 unspecified'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hexadecimal'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
  ['::ffff:0:a9fe:a9fe', 'IPv4-translated metadata'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::93.184.216.34', 'IPv4-compatible (deprecated, never routed)'],
  ['64:ff9b::7f00:1', 'NAT64 of loopback'],
  ['64:ff9b::10.0.0.1', 'NAT64 of a private address'],
  ['64:ff9b:1::1', 'local-use NAT64'],
  ['2002:7f00:1::', '6to4 of loopback'],
  ['2002:c0a8:101::1', '6to4 of a private address'],
  ['fc00::1', 'unique-local'],
  ['fd00:ec2::254', 'AWS metadata (unique-local)'],
  ['fe80::1', 'IPv6 link-local'],
  ['fe80::1%eth0', 'IPv6 link-local with a zone'],
  ['fec0::1', 'site-local (deprecated)'],
  ['ff02::1', 'IPv6 multicast'],
  ['100::1', 'discard-only'],
  ['2001:db8::1', 'IPv6 documentation'],
  ['3fff::1', 'IPv6 documentation (2024)'],
  ['2001::1', 'Teredo'],
  ['2001:2::1', 'IPv6 benchmarking'],
  ['localhost', 'a name, not an address'],
  ['', 'nothing'],
  ['999.1.1.1', 'not an address'],
]

const ALLOWED: [string, string][] = [
  ['93.184.216.34', 'public IPv4'],
  ['8.8.8.8', 'public IPv4 resolver'],
  ['1.1.1.1', 'public IPv4 resolver'],
  ['100.63.255.255', 'just below carrier-grade NAT'],
  ['100.128.0.0', 'just above carrier-grade NAT'],
  ['172.32.0.1', 'just above 172.16/12'],
  ['2606:2800:220:1::', 'public IPv6'],
  ['2a00:1450:4007:80e::200e', 'public IPv6'],
  ['::ffff:93.184.216.34', 'IPv4-mapped public address'],
  ['64:ff9b::5db8:d822', 'NAT64 of a public address'],
  ['2002:5db8:d822::1', '6to4 of a public address'],
]

test.group('Outbound guard / which addresses are public', () => {
  test('refuses loopback, private, link-local, reserved and metadata addresses, in every notation', ({
    assert,
  }) => {
    const wronglyAllowed = REFUSED.filter(([address]) => isPublicAddress(address))
    assert.deepEqual(wronglyAllowed, [])
  })

  test('allows public IPv4 and IPv6 addresses, and the IPv6 forms carrying a public IPv4 one', ({
    assert,
  }) => {
    const wronglyRefused = ALLOWED.filter(([address]) => !isPublicAddress(address))
    assert.deepEqual(wronglyRefused, [])
  })
})
