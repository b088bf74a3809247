import type Account from '#models/account'
import { storeUpload, type uploadedFile } from '#services/uploads'
import type { DesignImage } from '#validators/design'

type Upload = NonNullable<Awaited<ReturnType<typeof uploadedFile>>>

/** A new logo or favicon, already checked by content and size, replaces the previous one at once. */
export async function replaceDesignImage(account: Account, image: DesignImage, upload: Upload) {
  account[image] = await storeUpload(upload.file, 'design', upload.type)
  await account.save()
  return account
}
