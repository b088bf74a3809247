import vine from '@vinejs/vine'

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

/** The images of `/design` and the kind of file each takes (services/uploads.ts). */
export const DESIGN_IMAGES = { logo: 'image', favicon: 'favicon' } as const
export type DesignImage = keyof typeof DESIGN_IMAGES

export const isDesignImage = (image: unknown): image is DesignImage =>
  typeof image === 'string' && image in DESIGN_IMAGES
