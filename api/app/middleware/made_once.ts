import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { LazyImport, MiddlewareAsClass, NextFn, ParsedNamedMiddleware } from '@adonisjs/core/types/http'

/**
 * The kernel's middleware, each made once and then called directly.
 *
 * AdonisJS calls a middleware given as a class through its container on every request: five promise-returning
 * steps (import, make, resolve, call, inject) per middleware, costing more than most of them spend
 * on their own work; a health check paid it nine times. Here each class is made once by the container, as
 * AdonisJS makes it (providers/app_provider.ts binds the kernel's middleware as values), and its `handle` is
 * called as a function; AdonisJS calls a middleware given as a function directly.
 */
type Handle = (ctx: HttpContext, next: NextFn, args?: any) => unknown

function madeOnce(lazy: LazyImport<MiddlewareAsClass>): Handle {
  let instance: InstanceType<MiddlewareAsClass> | undefined
  let making: Promise<InstanceType<MiddlewareAsClass>> | undefined
  const make = () =>
    (making ??= lazy().then(
      async ({ default: Middleware }) => (instance = await app.container.make(Middleware))
    ))
  return (ctx, next, args) =>
    instance ? instance.handle(ctx, next, args) : make().then((made) => made.handle(ctx, next, args))
}

/**
 * Middleware run in the order given, as one function middleware: each hands on to the next, the last to what
 * follows; one that answers without calling `next` (a file served, a preflight) ends the request there, as in
 * AdonisJS' own stack. One difference: AdonisJS hands an error to the error handler where it was thrown and
 * the middleware before it carry on after their `next()`; here those see it thrown by their `next()`, and the
 * error handler gets it after them (the kernel's middleware do nothing after `next()` that an error needs).
 */
export function inOrder(...imports: LazyImport<MiddlewareAsClass>[]) {
  const steps = imports.map(madeOnce)
  return (ctx: HttpContext, next: NextFn) => {
    const from = (index: number): unknown =>
      index === steps.length ? next() : steps[index](ctx, () => from(index + 1))
    return from(0)
  }
}

/** The lazy import of a server middleware calling `handle` (AdonisJS takes only classes there), made once. */
export function serverMiddleware(handle: (ctx: HttpContext, next: NextFn) => unknown) {
  class ServerMiddleware {
    handle(ctx: HttpContext, next: NextFn) {
      return handle(ctx, next)
    }
  }
  app.container.bindValue(ServerMiddleware, new ServerMiddleware())
  return async () => ({ default: ServerMiddleware })
}

/**
 * A named route middleware, as `router.named` defines one (its name and arguments, which the route table
 * test reads back), whose class is made once and called directly.
 */
export function namedMiddleware<Args>(name: string, lazy: LazyImport<MiddlewareAsClass>) {
  const handle = madeOnce(lazy)
  return (args: Args): ParsedNamedMiddleware => ({
    name,
    args,
    handle: (_resolver, ctx, next, routeArgs) => handle(ctx, next, routeArgs),
  })
}
