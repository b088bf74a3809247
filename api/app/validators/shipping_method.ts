import vine from '@vinejs/vine'
import { noMarkupRule, status, text } from '#validators/rules'
import { modifier } from '#validators/payment_mode'
import { SHIPPED_DEPOSITS } from '#models/shipping_method'

/** Part 1 §3 "Shipping method": channel, type, description, modifier, payment methods, countries. */
export const shippingMethodValidator = vine.compile(
  vine.object({
    channel: vine.enum(['web', 'store'] as const),
    type: text({ min: 2, max: 32 }),
    description: vine.string().trim().maxLength(255).use(noMarkupRule()).nullable().optional(),
    deposits: vine.array(vine.enum(SHIPPED_DEPOSITS)).minLength(1).distinct(),
    modifier: modifier(),
    countries: vine
      .array(
        vine
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/)
      )
      .minLength(1),
    paymentModeIds: vine.array(vine.number().withoutDecimals()).optional(),
    status: status().optional(),
  })
)
