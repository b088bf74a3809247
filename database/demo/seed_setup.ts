import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { SetupContext } from './setup/context.js'
import { seedPaymentModes } from './setup/payment_modes.js'
import { seedCircuits } from './setup/circuits.js'
import { seedShipping } from './setup/shipping.js'
import { seedWorkshop } from './setup/workshop.js'
import { seedDispatchRules } from './setup/dispatch_rules.js'
import { seedHome } from './setup/home.js'

/** Circuits, payment and shipping, workshop set-up, dispatch rules and the storefront home of Demo Retail. */
export async function seedSetup(trx: TransactionClientContract, context: SetupContext) {
  const modes = await seedPaymentModes(trx, context.accountId)
  const circuits = await seedCircuits(trx, context, modes)
  const shipping = await seedShipping(trx, context.accountId, modes)
  const workshop = await seedWorkshop(trx, context)
  await seedDispatchRules(trx, context)
  await seedHome(trx, context.accountId)
  return { circuits, modes, shipping, ...workshop }
}
