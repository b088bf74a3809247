import Account from '#models/account'

/** An account not deleted, or null. */
export function liveAccount(id: number) {
  return Account.query().where('id', id).whereNull('deleted_at').first()
}
