import Account from '#models/account'

/** The account whose design is shown or changed (the caller's, or the client the platform admin names). */
export const designAccount = (accountId: number) => Account.findOrFail(accountId)
