import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import { currentActor, runAsActor } from '#services/actor_scope'
import type { Actor } from '#services/actor'

const actor = (name: string) => ({ name }) as unknown as Actor

test.group('Actor scope (the audit hooks’ author)', () => {
  test('each of several requests in flight at once sees its own actor, across awaits', async ({ assert }) => {
    const seen = await Promise.all(
      ['first', 'second', 'third'].map((name, index) =>
        runAsActor(actor(name), async () => {
          await sleep(5 * (3 - index))
          await Promise.resolve()
          return (currentActor() as unknown as { name: string }).name
        })
      )
    )
    assert.deepEqual(seen, ['first', 'second', 'third'])
  })

  test('outside a request with an actor there is none, once the last one has ended', async ({ assert }) => {
    assert.isUndefined(currentActor())
    await runAsActor(actor('admin'), async () => {
      assert.equal((currentActor() as unknown as { name: string }).name, 'admin')
    })
    assert.isUndefined(currentActor())
    // Still there for one request while another one ends beside it.
    let release!: () => void
    const held = runAsActor(actor('long'), () =>
      new Promise<string>((resolve) => (release = () => resolve(''))).then(
        () => (currentActor() as unknown as { name: string }).name
      )
    )
    await runAsActor(actor('short'), async () => {})
    release()
    assert.equal(await held, 'long')
    assert.isUndefined(currentActor())
  })
})
