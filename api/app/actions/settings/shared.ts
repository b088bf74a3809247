import Account from '#models/account'
import OrganizationRootDetail from '#models/organization_root_detail'

/** The account and its root details; the details row is created the first time settings are saved. */
export async function settingsOf(accountId: number) {
  const account = await Account.findOrFail(accountId)
  const details =
    (await OrganizationRootDetail.findBy('account_id', accountId)) ??
    new OrganizationRootDetail().merge({ accountId })
  return { account, details }
}
