import { readdir, readFile, stat } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { expect, type APIRequestContext } from '@playwright/test'
import { apiToken } from './catalogue.js'

/**
 * Fixtures of the verification suite, read through the API (never through the screens under test): the
 * parcels and items a workshop operator may take, what to answer on an item's diagnostic, and the e-mails
 * the embedded mailer writes to the outbox.
 */

export const OPERATOR = 'operator@demo-retail.test'
const RETAIL_ADMIN = 'admin@demo-retail.test'
const OUTBOX = fileURLToPath(new URL('../../api/tmp/outbox/', import.meta.url))

interface Answer {
  id: number
  name: string
  description: string | null
  gradeCap: string | null
  priceImpact: number | null
}
interface Question {
  id: number
  title: string
  answers: Answer[]
}
interface ProductDiagnostic {
  product: { tacCodes: string[]; isCollectingImei: boolean }
  questions: Question[]
}

/** What the operator enters on an item: an IMEI the product accepts, one answer per question. */
export interface VerificationPlan {
  imei: string
  answers: { question: string; answer: string }[]
}

async function get<T>(request: APIRequestContext, token: string, path: string, module = 'rps') {
  const response = await request.get(path, {
    headers: { Authorization: `Bearer ${token}`, 'X-Module': module },
  })
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBeTruthy()
  return (await response.json()) as T
}

async function rowsWithStatus(request: APIRequestContext, status: string) {
  const admin = await apiToken(request, RETAIL_ADMIN)
  return get<{ id: number; identificationNumber: string; pendingProposal?: boolean }[]>(
    request,
    admin,
    `/api/buybacks?status=${status}&_start=0&_end=200&_sort=id&_order=ASC`,
    'tim'
  )
}

/** Buy-back numbers in transit to the operator's workshop, still to be checked in. */
export async function parcelsInTransit(request: APIRequestContext) {
  const operator = await apiToken(request, OPERATOR)
  const ours: string[] = []
  for (const row of await rowsWithStatus(request, 'bb_in_transit')) {
    const seen = await request.get(`/api/warehouse/checkins/${row.identificationNumber}`, {
      headers: { Authorization: `Bearer ${operator}`, 'X-Module': 'rps' },
    })
    if (seen.ok()) ours.push(row.identificationNumber)
  }
  return ours
}

/**
 * Items at the operator's workshop awaiting their compliance tests, with no proposal waiting for its
 * customer (such an item still awaits its tests, but its verification is done).
 */
export async function itemsAwaitingTests(request: APIRequestContext, count: number) {
  const operator = await apiToken(request, OPERATOR)
  const found: { number: string; itemId: number; itemCode: string }[] = []
  for (const row of await rowsWithStatus(request, 'bb_in_processing')) {
    if (row.pendingProposal || found.length === count) continue
    const lookup = await request.get(`/api/verifications/lookup/${row.identificationNumber}`, {
      headers: { Authorization: `Bearer ${operator}`, 'X-Module': 'rps' },
    })
    if (!lookup.ok()) continue
    const item = (await lookup.json()) as { itemId: number; itemIdentificationNumber: string }
    found.push({
      number: row.identificationNumber,
      itemId: item.itemId,
      itemCode: item.itemIdentificationNumber,
    })
  }
  expect(found.length, 'the demo holds enough items awaiting their tests at the workshop').toBe(count)
  return found
}

const GRADE_RANK = ['A', 'B', 'C', 'D', 'E', 'functional', 'refused']
const rank = (answer: Answer) => GRADE_RANK.indexOf(answer.gradeCap ?? 'A')
const best = (question: Question) =>
  [...question.answers].sort((a, b) => rank(a) - rank(b) || (b.priceImpact ?? 0) - (a.priceImpact ?? 0))[0]

/** A 15-digit IMEI starting with the product's first TAC code, with its Luhn check digit. */
export function validImei(tac = '35000000') {
  const body = `${tac}123456`.slice(0, 14)
  for (let check = 0; check < 10; check++) {
    const digits = `${body}${check}`
    let sum = 0
    for (let index = 0; index < digits.length; index++) {
      let digit = Number(digits[digits.length - 1 - index])
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
      sum += digit
    }
    if (sum % 10 === 0) return digits
  }
  throw new Error('unreachable')
}

/**
 * The answers to give an item: the best of each question, or (`worse`) the best everywhere but the
 * answer that costs the most on one question, short of refusing the product, so that the controlled price
 * falls below the declared one.
 */
export async function verificationPlan(
  request: APIRequestContext,
  itemId: number,
  worse = false
): Promise<VerificationPlan> {
  const operator = await apiToken(request, OPERATOR)
  const { product, questions } = await get<ProductDiagnostic>(
    request,
    operator,
    `/api/items/${itemId}/verification/product`
  )
  const chosen = new Map(questions.map((question) => [question.id, best(question)]))
  if (worse) {
    const costliest = questions
      .flatMap((question) => question.answers.map((answer) => ({ question, answer })))
      .filter(({ answer }) => answer.gradeCap !== 'refused')
      .sort(
        (a, b) => (a.answer.priceImpact ?? 0) - (b.answer.priceImpact ?? 0) || rank(b.answer) - rank(a.answer)
      )[0]
    chosen.set(costliest.question.id, costliest.answer)
  }
  return {
    imei: product.isCollectingImei ? validImei(product.tacCodes[0]) : '',
    answers: questions.map((question) => ({
      question: question.title,
      answer: chosen.get(question.id)!.name,
    })),
  }
}

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
 * The first link matching `href` in an e-mail of the outbox that mentions `text`, as a path of the test
 * server, polled (the job worker sends it shortly). Only messages written since `since` count: the outbox
 * folder outlives the test database.
 */
export async function emailedLink(href: RegExp, text: string, since = 0, what = `the e-mail of ${text}`) {
  let link = ''
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
          const found = mail.match(href)?.[1]
          if (mail.includes(text) && found) {
            const url = new URL(found)
            link = `${url.pathname}${url.search}`
            return true
          }
        }
        return false
      },
      { timeout: 20_000, message: `${what} in the outbox` }
    )
    .toBe(true)
  return link
}

/** The accept link of the new proposal e-mailed for a buy-back (sent just after the verification). */
export const proposalAcceptLink = (number: string, since: number) =>
  emailedLink(
    /href="([^"]*\/buyback\/\d+\/accept\?signature=[^"]+)"/,
    number,
    since,
    `the proposal e-mail of ${number}`
  )
