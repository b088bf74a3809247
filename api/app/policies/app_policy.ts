import { BasePolicy } from '@adonisjs/bouncer'
import type { Actor } from '#services/actor'

/**
 * The base of the record-level rules: who may act on which record (STYLE.md rule 7, the AdonisJS
 * convention). The platform admin may act on the records of every account: its `before` grants what a
 * role and a scope would decide. What a record's state allows is the status machine's to say
 * (domain/status_machine.ts), never a policy's, so it holds for the platform admin too.
 */
export default class AppPolicy extends BasePolicy {
  before(actor: Actor | null) {
    if (actor?.isSuperAdmin) return true
  }
}
