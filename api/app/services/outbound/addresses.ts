import { BlockList, isIP } from 'node:net'

/**
 * Which IP addresses the platform may call (services/outbound/guard.ts uses it on every resolved address):
 * only globally reachable unicast ones. Refused: loopback, private, link-local, unique-local, CGNAT,
 * multicast, unspecified, broadcast, reserved, documentation and benchmark ranges, and with them the cloud
 * metadata services (169.254.169.254 and fd00:ec2::254 link-local or unique-local, 100.100.100.200 in
 * CGNAT, 192.0.0.192 in the IETF block). IPv6 forms that carry an IPv4 address (mapped, SIIT-translated,
 * NAT64 well-known prefix, 6to4) are judged by the IPv4 address they carry.
 */
const IPV4_REFUSED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", the unspecified address among them
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (shared address space)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata address among them
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, the broadcast address among them
]

/** Inside the global unicast block 2000::/3, the ranges that are not reachable public hosts. */
const IPV6_REFUSED: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
]

const subnets = (list: [string, number][], type: 'ipv4' | 'ipv6') => {
  const blockList = new BlockList()
  for (const [network, prefix] of list) blockList.addSubnet(network, prefix, type)
  return blockList
}

const refusedIpv4 = subnets(IPV4_REFUSED, 'ipv4')
const refusedIpv6 = subnets(IPV6_REFUSED, 'ipv6')
/** Everything outside 2000::/3 (loopback, unspecified, unique-local, link-local, multicast...) is refused. */
const globalIpv6 = subnets([['2000::', 3]], 'ipv6')

/** The eight 16-bit words of a valid IPv6 address (a trailing dotted IPv4 part included). */
function ipv6Words(address: string) {
  let text = address
  const lastColon = text.lastIndexOf(':')
  const tail = text.slice(lastColon + 1)
  if (tail.includes('.')) {
    const [a, b, c, d] = tail.split('.').map(Number)
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, rest] = text.split('::')
  const headWords = head ? head.split(':') : []
  const restWords = rest ? rest.split(':') : []
  const zeros = rest === undefined ? [] : Array(8 - headWords.length - restWords.length).fill('0')
  return [...headWords, ...zeros, ...restWords].map((word) => Number.parseInt(word, 16))
}

const dotted = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`

/** The IPv4 address an IPv6 one stands for, when it is one of the forms that carry one. */
function embeddedIpv4(words: number[]) {
  const zero = (from: number, to: number) => words.slice(from, to).every((word) => word === 0)
  const mapped = zero(0, 5) && words[5] === 0xffff // ::ffff:a.b.c.d
  const translated = zero(0, 4) && words[4] === 0xffff && words[5] === 0 // ::ffff:0:a.b.c.d
  const nat64 = words[0] === 0x64 && words[1] === 0xff9b && zero(2, 6) // 64:ff9b::a.b.c.d
  if (mapped || translated || nat64) return dotted(words[6], words[7])
  if (words[0] === 0x2002) return dotted(words[1], words[2]) // 6to4: 2002:aabb:ccdd::
  return null
}

/** Whether the platform may open a connection to this IP address (false for anything not an address). */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address)
  if (version === 4) return !refusedIpv4.check(address, 'ipv4')
  // A zone index (fe80::1%eth0) only ever names a link-local peer.
  if (version !== 6 || address.includes('%')) return false
  const words = ipv6Words(address)
  const carried = embeddedIpv4(words)
  if (carried !== null) return isPublicAddress(carried)
  const normal = words.map((word) => word.toString(16)).join(':')
  return globalIpv6.check(normal, 'ipv6') && !refusedIpv6.check(normal, 'ipv6')
}
