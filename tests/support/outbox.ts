import { readdir, readFile, stat } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { expect } from '@playwright/test'

/** The e-mails the embedded mailer writes to the outbox folder, read by the tests that follow a link. */
const OUTBOX = fileURLToPath(new URL('../../api/tmp/outbox/', import.meta.url))

/** Quoted-printable, as the e-mails' parts are written: soft line breaks out, =XX bytes decoded. */
function decodeQuotedPrintable(text: string) {
  const soft = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < soft.length; index++) {
    const hex = soft.slice(index + 1, index + 3)
    if (soft[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      index += 2
    } else bytes.push(...Buffer.from(soft[index]))
  }
  return Buffer.from(bytes).toString('utf8')
}

/**
 * The newest e-mail of the outbox that mentions `text` and in which `href` matches, decoded, polled (the
 * job worker sends it shortly). Only messages written since `since` count: the outbox folder outlives the
 * test database.
 */
export async function emailed(href: RegExp, text: string, since = 0, what = `the e-mail of ${text}`) {
  let found = { mail: '', link: '' }
  await expect
    .poll(
      async () => {
        const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml')
        )
        const dated = await Promise.all(
          names.map(async (name) => ({ name, at: (await stat(`${OUTBOX}${name}`)).mtimeMs }))
        )
        // Newest first: the outbox keeps the messages of earlier runs too.
        for (const { name } of dated.filter((one) => one.at >= since).sort((a, b) => b.at - a.at)) {
          const mail = decodeQuotedPrintable(await readFile(`${OUTBOX}${name}`, 'utf8'))
          const link = mail.match(href)?.[1]
          if (mail.includes(text) && link) {
            found = { mail, link }
            return true
          }
        }
        return false
      },
      { timeout: 20_000, message: `${what} in the outbox` }
    )
    .toBe(true)
  return found
}

/** The first link matching `href` in that e-mail, as a path of the test server. */
export async function emailedLink(href: RegExp, text: string, since = 0, what = `the e-mail of ${text}`) {
  const url = new URL((await emailed(href, text, since, what)).link)
  return `${url.pathname}${url.search}`
}

const PROPOSAL_ACCEPT = /href="([^"]*\/buyback\/\d+\/accept\?signature=[^"]+)"/

/** The accept link of the new proposal e-mailed for a buy-back (sent just after the verification). */
export const proposalAcceptLink = (number: string, since: number) =>
  emailedLink(PROPOSAL_ACCEPT, number, since, `the proposal e-mail of ${number}`)

/** The proposal e-mail of a buy-back, decoded, with its accept link. */
export const proposalMail = (number: string, since: number) =>
  emailed(PROPOSAL_ACCEPT, number, since, `the proposal e-mail of ${number}`)
