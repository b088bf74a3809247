import { expect, type APIRequestContext } from '@playwright/test'
import { apiToken } from './catalogue.js'

/**
 * Helpers of the verification suite, through the API (never through the screens under test): what to
 * answer on an item's diagnostic, a check-in, a verification (the e-mails the embedded mailer writes are
 * read in outbox.ts; the parcels themselves are made by the fixtures of e2e/fixtures.ts).
 */

export const OPERATOR = 'operator@demo-retail.test'

interface Answer {
  id: number
  name: string
  description: string | null
  gradeCap: string | null
  priceImpact: number | null
  /** A lock or blacklist finding: the item goes to quarantine, it is not priced. */
  quarantineReason?: string | null
}
interface Question {
  id: number
  title: string
  answers: Answer[]
}
interface ProductDiagnostic {
  product: { id: string; tacCodes: string[]; isCollectingImei: boolean }
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
 * falls below the declared one; `refused` adds, on another question, an answer that refuses the product
 * (no lock or blacklist finding), so that the proposal is 0 €.
 */
export async function verificationPlan(
  request: APIRequestContext,
  itemId: number,
  worse: boolean | 'refused' = false
): Promise<VerificationPlan> {
  const operator = await apiToken(request, OPERATOR)
  const diagnostic = await get<ProductDiagnostic>(
    request,
    operator,
    `/api/items/${itemId}/verification/product`
  )
  const chosen = chooseAnswers(diagnostic, worse)
  return {
    imei: diagnostic.product.isCollectingImei ? validImei(diagnostic.product.tacCodes[0]) : '',
    answers: diagnostic.questions.map((question) => ({
      question: question.title,
      answer: chosen.get(question.id)!.name,
    })),
  }
}

function chooseAnswers({ questions }: ProductDiagnostic, worse: boolean | 'refused') {
  const chosen = new Map(questions.map((question) => [question.id, best(question)]))
  if (worse) {
    const costliest = questions
      .flatMap((question) => question.answers.map((answer) => ({ question, answer })))
      .filter(({ answer }) => answer.gradeCap !== 'refused')
      .sort(
        (a, b) => (a.answer.priceImpact ?? 0) - (b.answer.priceImpact ?? 0) || rank(b.answer) - rank(a.answer)
      )[0]
    chosen.set(costliest.question.id, costliest.answer)
    if (worse === 'refused') {
      const refusing = questions
        .filter((question) => question.id !== costliest.question.id)
        .flatMap((question) => question.answers.map((answer) => ({ question, answer })))
        .find(({ answer }) => answer.gradeCap === 'refused' && !answer.quarantineReason)
      expect(refusing, 'an answer that refuses the product, on another question').toBeTruthy()
      chosen.set(refusing!.question.id, refusing!.answer)
    }
  }
  return chosen
}

/** A parcel checked in at the operator's workshop through the API, as the check-in screen does it: its item's id. */
export async function checkIn(request: APIRequestContext, number: string) {
  const operator = await apiToken(request, OPERATOR)
  const checkin = await request.post('/api/warehouse/checkins', {
    headers: { Authorization: `Bearer ${operator}`, 'X-Module': 'rps' },
    data: { code: number },
  })
  expect(checkin.ok(), `the check-in of ${number} answered ${checkin.status()}`).toBeTruthy()
  return ((await checkin.json()) as { items: { id: number }[] }).items[0].id
}

/**
 * A parcel checked in and its item verified through the API as the wizard does it, with one photo of the
 * workshop: with the best answers (the item is completed, awaiting dispatch to the buyer) or, `worse`,
 * below what was declared (the customer gets a new proposal).
 */
export async function checkInAndVerify(
  request: APIRequestContext,
  number: string,
  photo: Buffer,
  worse = false
) {
  const itemId = await checkIn(request, number)
  const operator = await apiToken(request, OPERATOR)
  const headers = { Authorization: `Bearer ${operator}`, 'X-Module': 'rps' }
  const form = await get<{ item: { version: number }; buyback: { id: number } }>(
    request,
    operator,
    `/api/items/${itemId}/verification`
  )
  const diagnostic = await get<ProductDiagnostic>(
    request,
    operator,
    `/api/items/${itemId}/verification/product`
  )
  const uploaded = await request.post(`/api/items/${itemId}/photos`, {
    headers,
    multipart: { photo: { name: 'ecran.png', mimeType: 'image/png', buffer: photo } },
  })
  expect(uploaded.ok(), `the photo upload answered ${uploaded.status()}`).toBeTruthy()
  const { id: photoId } = (await uploaded.json()) as { id: number }
  const chosen = chooseAnswers(diagnostic, worse)
  const verified = await request.post(`/api/items/${itemId}/verification`, {
    headers,
    data: {
      version: form.item.version,
      productId: diagnostic.product.id,
      imei: diagnostic.product.isCollectingImei ? validImei(diagnostic.product.tacCodes[0]) : null,
      answers: diagnostic.questions.map((question) => chosen.get(question.id)!.id),
      photoIds: [photoId],
      comment: 'Écran et batterie contrôlés.',
    },
  })
  expect(verified.ok(), `the verification answered ${verified.status()}`).toBeTruthy()
  return { itemId, buybackId: form.buyback.id }
}

/**
 * A fixture for the screens that come after the verification: a parcel checked in and verified worse than
 * declared, so that the customer gets a new proposal.
 */
export const checkInAndVerifyWorse = (request: APIRequestContext, number: string, photo: Buffer) =>
  checkInAndVerify(request, number, photo, true)
