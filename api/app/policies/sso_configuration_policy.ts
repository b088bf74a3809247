import AppPolicy from '#policies/app_policy'
import type { Actor } from '#services/actor'

/**
 * Who may read, change or test an account's single sign-on configuration (named by one of its
 * organisations): an admin of that account (the platform admin through the base policy).
 */
export default class SsoConfigurationPolicy extends AppPolicy {
  manage(actor: Actor, accountId: number) {
    return actor.can('admin') && accountId === actor.accountId
  }
}
