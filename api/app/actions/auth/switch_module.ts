import BusinessError from '#exceptions/business_error'
import { resolveActor } from '#services/current_module'
import type { Actor } from '#services/actor'

/**
 * The caller in another of its modules, remembered as the one to open next time; a module that grants
 * nothing is refused (part 2 §6).
 */
export async function switchModule(actor: Actor, module: string) {
  const switched = await resolveActor(actor.user, module)
  if (switched.permissions.size === 0) throw new BusinessError('no_permission', 403)
  switched.user.lastModule = switched.module
  await switched.user.save()
  return switched
}
