import { test } from '@japa/runner'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { inOrder, namedMiddleware } from '#middleware/made_once'

/** Middleware classes that write what they do into the context's `seen`, made and called as the kernel's. */
type Seen = { seen: string[] }
let made = 0

function step(name: string, behaviour: 'next' | 'answer' | 'throw' = 'next') {
  class Step {
    constructor() {
      made++
    }
    async handle(ctx: HttpContext, next: NextFn, args?: unknown) {
      const { seen } = ctx as HttpContext & Seen
      seen.push(args === undefined ? name : `${name}(${JSON.stringify(args)})`)
      if (behaviour === 'answer') return
      if (behaviour === 'throw') throw new Error(`${name} refused`)
      await next()
      seen.push(`after ${name}`)
    }
  }
  return async () => ({ default: Step })
}

const context = () => ({ seen: [] }) as unknown as HttpContext & Seen

test.group('Middleware made once (kernel)', () => {
  test('runs the steps in the order written, each around the next, the last around what follows', async ({
    assert,
  }) => {
    const run = inOrder(step('first'), step('second'))
    const ctx = context()
    await run(ctx, async () => void ctx.seen.push('route'))
    assert.deepEqual(ctx.seen, ['first', 'second', 'route', 'after second', 'after first'])
  })

  test('a step that answers without next ends the request there', async ({ assert }) => {
    const run = inOrder(step('first'), step('files', 'answer'), step('never'))
    const ctx = context()
    await run(ctx, async () => void ctx.seen.push('route'))
    assert.deepEqual(ctx.seen, ['first', 'files', 'after first'])
  })

  test("a step's error reaches the caller through the steps before it", async ({ assert }) => {
    const run = inOrder(step('first'), step('refusing', 'throw'))
    const ctx = context()
    await assert.rejects(() => run(ctx, async () => {}) as Promise<unknown>, 'refusing refused')
    assert.deepEqual(ctx.seen, ['first', 'refusing'])
  })

  test('each class is made once, however many requests', async ({ assert }) => {
    const before = made
    const run = inOrder(step('one'), step('two'))
    await Promise.all([1, 2, 3].map(() => run(context(), async () => {})))
    await run(context(), async () => {})
    assert.equal(made - before, 2)
  })

  test('a named middleware keeps its name and the route’s arguments, and gets them', async ({ assert }) => {
    const access = namedMiddleware<{ public: true }>('access', step('access'))
    const reference = access({ public: true })
    assert.equal(reference.name, 'access')
    assert.deepEqual(reference.args, { public: true })
    const ctx = context()
    await reference.handle({} as never, ctx, async () => void ctx.seen.push('route'), reference.args)
    assert.deepEqual(ctx.seen, ['access({"public":true})', 'route', 'after access'])
  })
})
