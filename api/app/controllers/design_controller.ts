import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import Account from '#models/account'
import { claimEdit } from '#services/concurrency'
import { storeUpload, uploadedFile } from '#services/uploads'
import { targetAccountId } from '#services/tenancy/target_account'

const IMAGES = { logo: 'image', favicon: 'favicon' } as const
type DesignImage = keyof typeof IMAGES

/** Main colour as #rrggbb: the storefront and the back office derive their palettes from it. */
export const designValidator = vine.compile(
  vine.object({
    mainColor: vine
      .string()
      .trim()
      .toLowerCase()
      .regex(/^#[0-9a-f]{6}$/),
  })
)

function presentDesign(account: Account) {
  return {
    id: 'design',
    mainColor: account.mainColor,
    logo: account.logo,
    favicon: account.favicon,
    updatedAt: account.updatedAt?.toISO() ?? null,
    version: account.version,
  }
}

/**
 * `/design` (part 1 §2): logo (JPG/PNG ≤ 250 kB, 250×50 recommended), favicon (ICO/PNG ≤ 20 kB) and main
 * colour of the caller's account. The storefront reads them from the white-label config and the back office
 * from the session on every page load: nothing is rebuilt.
 */
export default class DesignController {
  async show(ctx: HttpContext) {
    return presentDesign(await Account.findOrFail(await targetAccountId(ctx)))
  }

  async update(ctx: HttpContext) {
    const { request } = ctx
    const accountId = await targetAccountId(ctx)
    const { mainColor } = await request.validateUsing(designValidator)
    const account = await Account.findOrFail(accountId)
    claimEdit(account, request.input('version'))
    await account.merge({ mainColor }).save()
    return presentDesign(account)
  }

  /** A new logo or favicon, checked by content and size, replaces the previous one at once. */
  async upload(ctx: HttpContext) {
    const image = ctx.params.image as DesignImage
    if (!(image in IMAGES)) return ctx.response.notFound()
    const accountId = await targetAccountId(ctx)
    const upload = await uploadedFile(ctx, 'file', IMAGES[image], { required: true })
    const url = await storeUpload(upload!.file, 'design', upload!.type)
    const account = await Account.findOrFail(accountId)
    account[image] = url
    await account.save()
    return presentDesign(account)
  }

  async remove(ctx: HttpContext) {
    const image = ctx.params.image as DesignImage
    if (!(image in IMAGES)) return ctx.response.notFound()
    const account = await Account.findOrFail(await targetAccountId(ctx))
    account[image] = null
    await account.save()
    return presentDesign(account)
  }
}
