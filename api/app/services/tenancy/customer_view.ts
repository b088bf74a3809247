import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'
import type { Actor } from '#services/actor'
import { visibilityOf } from '#services/tenancy/visibility'

/**
 * What a caller sees of the retailer's customers (docs/decisions/0003-buyer-visibility.md): the retailer's
 * own roles and the platform see them whole; a buyer (every role of the buyer module) sees a customer as
 * the initials of their name only, never their e-mail, phone, postal address, identity document or IBAN,
 * and neither searches nor filters by them. Applied by the presenters and the exports, on the server.
 */
export const seesCustomers = (actor: Actor) => visibilityOf(actor).kind !== 'buyer'

/** "Léa Martin" as a buyer reads it: "L. M." (null when neither name is known). */
export function customerInitials(firstname: string | null | undefined, lastname: string | null | undefined) {
  const initial = (name: string | null | undefined) => {
    const first = [...(name ?? '').trim()][0]
    return first ? `${first}.` : null
  }
  const parts = [initial(firstname), initial(lastname)].filter(Boolean)
  return parts.length ? parts.join(' ') : null
}

/**
 * The SQL of a customer's name as the caller may read it, from the `customers` row of the query: the full
 * name, or for a buyer the initials ("L. M.") built by the database. MySQL reads || as OR: CONCAT there.
 */
export function customerNameSql(actor: Actor) {
  const mysql = db.connection().dialect.name === 'mysql'
  if (seesCustomers(actor)) {
    return mysql
      ? "CONCAT(customers.firstname, ' ', customers.lastname)"
      : "customers.firstname || ' ' || customers.lastname"
  }
  return mysql
    ? "CONCAT(LEFT(customers.firstname, 1), '. ', LEFT(customers.lastname, 1), '.')"
    : "substr(customers.firstname, 1, 1) || '. ' || substr(customers.lastname, 1, 1) || '.'"
}

/** A buyer's search or filter by a customer's name or e-mail: refused rather than answered (an oracle). */
export function refuseCustomerSearch(actor: Actor) {
  if (!seesCustomers(actor)) throw new BusinessError('buyer_customer_search', 422)
}
