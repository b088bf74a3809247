import type Account from '#models/account'
import { claimEdit } from '#services/concurrency'

/** The account's main colour, refused with 409 when the version sent is not the account's. */
export async function updateDesign(account: Account, fields: { mainColor: string }, version: unknown) {
  claimEdit(account, version)
  await account.merge(fields).save()
  return account
}
