import Category from '#models/category'
import OrganizationRootDetail from '#models/organization_root_detail'

/** Whether the client shows the category navigation on its storefront. */
export async function categoryNavigationEnabled(accountId: number) {
  const details = await OrganizationRootDetail.findBy('account_id', accountId)
  return Boolean(details?.categoryNavigationEnabled)
}

/** The client's active categories, in their order within each parent. */
export const activeCategories = (accountId: number) =>
  Category.query()
    .where('account_id', accountId)
    .where('status', 'active')
    .orderBy('position')
    .orderBy('label')
