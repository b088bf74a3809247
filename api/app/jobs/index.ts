import { registerJob } from '#services/jobs/queue'
import { createShippingLabel } from '#services/shipping_labels'
import { sendCartConfirmation, sendProposalMail, sendQuarantineMail } from '#services/mail/buyback_mails'

/** Every job type the workers know, with the function that does it. */
registerJob('cart_confirmation_mail', async (payload) => sendCartConfirmation(String(payload.cartId)))
registerJob('litigation_proposal_mail', async (payload) => sendProposalMail(Number(payload.buybackId)))
registerJob('quarantine_mail', async (payload) => sendQuarantineMail(Number(payload.itemId)))
registerJob('shipping_label', async (payload) => createShippingLabel(Number(payload.buybackId)))
