import { test } from '@japa/runner'
import { Agent, get } from 'node:http'
import { settings } from '#config/settings'

/** One GET through `agent`: its status, its Keep-Alive header and whether it reused an open connection. */
function request(agent: Agent) {
  const url = `http://${process.env.HOST}:${process.env.PORT}/api/health`
  return new Promise<{ status: number; keepAlive?: string; reused: boolean }>((resolve, reject) => {
    const sent = get(url, { agent }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          keepAlive: response.headers['keep-alive'] as string | undefined,
          reused: sent.reusedSocket,
        })
      )
    })
    sent.on('error', reject)
  })
}

test.group('HTTP keep-alive', () => {
  test('an idle connection stays open for HTTP_KEEP_ALIVE_SECONDS, past Node’s 5 s', async ({ assert }) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const first = await request(agent)
      assert.equal(first.status, 200)
      assert.equal(first.keepAlive, `timeout=${settings.httpKeepAliveSeconds}`)
      // Six seconds idle: Node's default would have closed it, and a request sent on it as the server's loop
      // was held would have been cut (ECONNRESET); here the same connection answers.
      await new Promise((resolve) => setTimeout(resolve, 6000))
      const second = await request(agent)
      assert.equal(second.status, 200)
      assert.isTrue(second.reused)
    } finally {
      agent.destroy()
    }
  }).timeout(30_000)
})
