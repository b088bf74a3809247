import type { HttpContext } from '@adonisjs/core/http'
import { uploadedFile } from '#services/uploads'
import { targetAccountId } from '#services/tenancy/target_account'
import { DESIGN_IMAGES, designValidator, isDesignImage } from '#validators/design'
import { designAccount } from '#queries/design/show'
import { presentDesign } from '#presenters/design'
import { updateDesign } from '#actions/design/update_design'
import { replaceDesignImage } from '#actions/design/replace_design_image'
import { removeDesignImage } from '#actions/design/remove_design_image'

/**
 * `/design` (part 1 §2): logo (JPG/PNG ≤ 250 kB, 250×50 recommended), favicon (ICO/PNG ≤ 20 kB) and main
 * colour of the caller's account. The storefront reads them from the white-label config and the back office
 * from the session on every page load: nothing is rebuilt.
 */
export default class DesignController {
  async show(ctx: HttpContext) {
    return presentDesign(await designAccount(await targetAccountId(ctx)))
  }

  async update(ctx: HttpContext) {
    const accountId = await targetAccountId(ctx)
    const fields = await ctx.request.validateUsing(designValidator)
    const account = await designAccount(accountId)
    return presentDesign(await updateDesign(account, fields, ctx.request.input('version')))
  }

  async upload(ctx: HttpContext) {
    const image = ctx.params.image
    if (!isDesignImage(image)) return ctx.response.notFound()
    const accountId = await targetAccountId(ctx)
    const upload = await uploadedFile(ctx, 'file', DESIGN_IMAGES[image], { required: true })
    const account = await designAccount(accountId)
    return presentDesign(await replaceDesignImage(account, image, upload!))
  }

  async remove(ctx: HttpContext) {
    const image = ctx.params.image
    if (!isDesignImage(image)) return ctx.response.notFound()
    const account = await designAccount(await targetAccountId(ctx))
    return presentDesign(await removeDesignImage(account, image))
  }
}
