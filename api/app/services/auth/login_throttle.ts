import { isIPv4, isIPv6 } from 'node:net'
import limiter from '@adonisjs/limiter/services/main'
import BusinessError from '#exceptions/business_error'
import { settings } from '#config/settings'

/**
 * Failed sign-ins are counted twice (README "Security"):
 * - per account, from every address together: past LOGIN_MAX_ATTEMPTS failures within LOGIN_BLOCK_WINDOW,
 *   each new failure makes the account wait a little longer before the next try (1, 2, 4 … seconds, at most
 *   LOGIN_MAX_DELAY_SECONDS), with `Retry-After`. A delay, not a lock: a stranger failing on purpose cannot
 *   shut the person out of their account for long.
 * - per address block (/24 of IPv4, /64 of IPv6), every account together: past LOGIN_BLOCK_MAX_ATTEMPTS
 *   failures within the window, the block is refused until the window ends. The threshold is high so that
 *   the people of one office behind one address still sign in.
 */
const accountFailures = () =>
  limiter.use({ requests: settings.loginMaxAttempts, duration: settings.loginBlockWindow })
const blockFailures = () =>
  limiter.use({ requests: settings.loginBlockMaxAttempts, duration: settings.loginBlockWindow })
const waits = () => limiter.use({ requests: 1, duration: settings.loginBlockWindow })

/** The block an address belongs to: its /24 for IPv4 (IPv4-mapped IPv6 included), its /64 for IPv6. */
export function addressBlock(ip: string) {
  const mapped = ip.replace(/^::ffff:/i, '')
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0/24`
  if (!isIPv6(ip)) return ip
  const [head, tail = ''] = ip.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.padStart(4, '0'))
    .join(':')}::/64`
}

const keysOf = (email: string, ip: string) => ({
  account: `login_account_${email.toLowerCase()}`,
  wait: `login_wait_${email.toLowerCase()}`,
  block: `login_block_${addressBlock(ip)}`,
})

const seconds = (value: number) => String(Math.max(1, Math.ceil(value)))

/** Refuses a sign-in while its account must wait or its address block is over its threshold. */
export async function checkLoginAllowed(email: string, ip: string) {
  const keys = keysOf(email, ip)
  if (await waits().isBlocked(keys.wait)) {
    const wait = await waits().availableIn(keys.wait)
    throw new BusinessError(
      'login_slowed_down',
      429,
      { seconds: seconds(wait) },
      { 'Retry-After': seconds(wait) }
    )
  }
  const block = blockFailures()
  if ((await block.remaining(keys.block)) <= 0) {
    const wait = await block.availableIn(keys.block)
    throw new BusinessError('too_many_attempts', 429, {}, { 'Retry-After': seconds(wait) })
  }
}

/** Counts a failed sign-in for its account and its address block; past the threshold, the account waits. */
export async function countLoginFailure(email: string, ip: string) {
  const keys = keysOf(email, ip)
  await blockFailures().increment(keys.block)
  const { consumed } = await accountFailures().increment(keys.account)
  const over = consumed - settings.loginMaxAttempts
  if (over >= 0) await waits().block(keys.wait, Math.min(2 ** over, settings.loginMaxDelaySeconds))
}

/** A successful sign-in clears its account's failures (the address block keeps its count). */
export async function clearLoginFailures(email: string) {
  const keys = keysOf(email, '')
  await accountFailures().delete(keys.account)
  await waits().delete(keys.wait)
}
