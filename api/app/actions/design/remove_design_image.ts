import type Account from '#models/account'
import type { DesignImage } from '#validators/design'

/** The account's logo or favicon taken away: the storefront and the back office show none. */
export async function removeDesignImage(account: Account, image: DesignImage) {
  account[image] = null
  await account.save()
  return account
}
