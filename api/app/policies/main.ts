import { Bouncer } from '@adonisjs/bouncer'
import type { Actor } from '#services/actor'

/** The policies of app/policies, loaded on first use. */
export const policies = {
  BuybackPolicy: () => import('#policies/buyback_policy'),
  ItemPolicy: () => import('#policies/item_policy'),
  UserPolicy: () => import('#policies/user_policy'),
}

/** The caller's bouncer: actions authorise with it (`authorize` answers 403 `forbidden`), screens ask `allows`. */
export const bouncerOf = (actor: Actor) => new Bouncer(actor, {}, policies)
