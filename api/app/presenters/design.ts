import type Account from '#models/account'

/** The `/design` record of an account on the wire: one per account, under the fixed id `design`. */
export const presentDesign = (account: Account) => ({
  id: 'design',
  mainColor: account.mainColor,
  logo: account.logo,
  favicon: account.favicon,
  updatedAt: account.updatedAt?.toISO() ?? null,
  version: account.version,
})
