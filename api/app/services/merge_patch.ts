import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * A PATCH sent as `Content-Type: application/merge-patch+json` (RFC 7396) on a resource whose update takes
 * its whole representation: the patch is merged into the record as the resource's own `show` presents it
 * (the caller's scope, so another account's record is not found), and the merged representation goes to
 * the same `update` as the back office's PUT, through the same validator, action and policy. The version
 * check is kept: the patch's `version` when it sends one, else the version the record was read at.
 *
 * `null` clears a field (RFC 7396 removes the member; every nullable field of these resources reads
 * absent as "unchanged", so clearing is written as null); an array or a value replaces the whole member;
 * an object is merged member by member.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Controller = new () => object

export const MERGE_PATCH = 'application/merge-patch+json'

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** RFC 7396's MergePatch, with null kept at the top level (see above). */
export function mergePatch(target: Json, patch: Json, top = true): Json {
  if (!isObject(patch)) return patch
  const merged: Record<string, Json> = isObject(target) ? { ...target } : {}
  for (const [name, value] of Object.entries(patch)) {
    if (value === null && !top) delete merged[name]
    else merged[name] = value === null ? null : mergePatch(merged[name] ?? null, value, false)
  }
  return merged
}

export const isMergePatch = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0].trim().toLowerCase() === MERGE_PATCH

/**
 * The route middleware that turns a merge patch into the whole representation the route's handler takes;
 * any other body goes through untouched. `renamed` maps the specification's names of fields to the
 * resource's own (the representation answers both).
 */
export function mergePatching<C extends Controller>(
  controller: () => Promise<{ default: C }>,
  options: { show?: keyof InstanceType<C> & string; renamed?: Record<string, string> } = {}
) {
  return async (ctx: HttpContext, next: NextFn) => {
    if (!isMergePatch(ctx.request.header('content-type'))) return next()
    const patch = renamed(ctx.request.body() as Json, options.renamed ?? {})
    if (!isObject(patch)) return next()
    const { default: Resource } = await controller()
    const resource = new Resource() as Record<string, (context: HttpContext) => unknown>
    const current = JSON.parse(JSON.stringify(await resource[options.show ?? 'show'](ctx))) as Json
    const merged = mergePatch(current, patch) as Record<string, Json>
    if (patch.version === undefined && isObject(current)) merged.version = current.version ?? null
    ctx.request.updateBody(merged)
    return next()
  }
}

function renamed(patch: Json, names: Record<string, string>): Json {
  if (!isObject(patch)) return patch
  return Object.fromEntries(Object.entries(patch).map(([name, value]) => [names[name] ?? name, value]))
}
