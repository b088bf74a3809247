import vine from '@vinejs/vine'

/** `GET /api/storefront/stores?near=`: a postcode, a city or a "lat,lng" position. */
export const storesQueryValidator = vine.compile(
  vine.object({
    near: vine.string().trim().minLength(2).maxLength(100).optional(),
  })
)
