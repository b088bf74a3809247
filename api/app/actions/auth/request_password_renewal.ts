import { enqueue } from '#services/jobs/queue'

/**
 * `POST /api/password/renew`: the same answer, and the same work, whatever the address: the request only
 * queues the address. The job (`password_renewal`) then finds the user and e-mails the link, or does
 * nothing for an unknown, inactive or SSO-only address; an SSO-only user is told to use single sign-on by
 * the login page, never by a mail that would confirm the address to a stranger.
 */
export async function requestPasswordRenewal(email: string) {
  await enqueue('password_renewal', { email })
}
