import type { HttpContext } from '@adonisjs/core/http'
import { presentProduct, presentProductRow, presentProductRows, productRowOf } from '#presenters/product'
import { productValidator } from '#validators/product'
import { visibilityOf } from '#services/tenancy/visibility'
import { createProduct } from '#actions/products/create_product'
import { updateProduct } from '#actions/products/update_product'
import { deleteProduct } from '#actions/products/delete_product'
import { loadProductRelations } from '#queries/products/with_relations'
import { storeProductImage } from '#actions/products/store_product_image'
import { claimEdit } from '#services/concurrency'
import { namesAccount, targetAccountId } from '#services/tenancy/target_account'
import { productList } from '#queries/products/list'
import { visibleProduct, visibleProductWithCategory } from '#queries/products/show'

export default class ProductsController {
  /** The back-office list (part 1 §2 "Products list page"), in the ra-data-json-server dialect. */
  async index(ctx: HttpContext) {
    return presentProductRows(ctx, await productList(ctx))
  }

  async show({ params, actor }: HttpContext) {
    return presentProduct(await loadProductRelations(await visibleProduct(actor, params.id)))
  }

  /** A super admin's product goes to the account of its main category, or must be of the one it names. */
  async store(ctx: HttpContext) {
    const { request, actor, response } = ctx
    const named = namesAccount(ctx) ? await targetAccountId(ctx) : null
    const accountId = visibilityOf(actor).kind === 'everything' ? named : actor.accountId
    const fields = await request.validateUsing(productValidator, { meta: { accountId } })
    return response.created(presentProduct(await createProduct(fields)))
  }

  async update({ params, request, actor }: HttpContext) {
    const product = await visibleProduct(actor, params.id)
    claimEdit(product, request.input('version'))
    const fields = await request.validateUsing(productValidator, { meta: { accountId: product.accountId } })
    return presentProduct(await updateProduct(product, fields))
  }

  async destroy({ params, actor }: HttpContext) {
    const product = await visibleProductWithCategory(actor, params.id)
    await deleteProduct(product)
    return presentProductRow(productRowOf(product))
  }

  /** POST /api/products/images (multipart `file`): answers `{ url }` for `image` or `imageHd`. */
  async storeImage(ctx: HttpContext) {
    return ctx.response.created(await storeProductImage(ctx))
  }
}
