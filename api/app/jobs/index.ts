import { registerJob } from '#services/jobs/queue'
import { sendCartConfirmation } from '#services/mail/buyback_mails'

/** Every job type the workers know, with the function that does it. */
registerJob('cart_confirmation_mail', async (payload) => sendCartConfirmation(String(payload.cartId)))
