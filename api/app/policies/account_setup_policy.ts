import AppPolicy from '#policies/app_policy'
import type { Actor } from '#services/actor'

/** Who may read an account's set-up checklist: an admin of that account (the platform admin through the base policy). */
export default class AccountSetupPolicy extends AppPolicy {
  view(actor: Actor, accountId: number) {
    return actor.can('admin') && accountId === actor.accountId
  }
}
