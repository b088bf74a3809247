/*
 * No account enumeration by timing: POST /api/password/renew for a known and an unknown address,
 * in alternate requests (each from its own forwarded address, under the per-address limit), and their
 * medians side by side. Printed, never asserted: timings are read by people.
 */
const PAIRS = 40

async function timed(base, email, address) {
  const started = process.hrtime.bigint()
  const response = await fetch(`${base}/api/password/renew`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email }),
  })
  await response.arrayBuffer()
  if (response.status !== 202) throw new Error(`password renew answered ${response.status}`)
  return Number(process.hrtime.bigint() - started) / 1e6
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

export async function printPasswordRenewTiming(base, engine) {
  const known = []
  const unknown = []
  for (let pair = 0; pair < PAIRS; pair++) {
    const address = `10.77.${pair}.1` // an address block of its own: under the per-block sign-in limit too
    // Which comes first alternates, so that a warm-up never favours one side.
    const order = pair % 2 ? ['known', 'unknown'] : ['unknown', 'known']
    for (const side of order) {
      const ms = await timed(
        base,
        side === 'known' ? 'seller@demo-retail.test' : `nobody-${pair}@unknown.test`,
        address
      )
      ;(side === 'known' ? known : unknown).push(ms)
    }
  }
  const [k, u] = [median(known), median(unknown)]
  console.log(
    `${engine}: password renew, median of ${PAIRS}: known address ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms (ratio ${(k / u).toFixed(2)})`
  )
}
