import { expect, type APIRequestContext } from '@playwright/test'
import { apiToken } from './catalogue.js'

/**
 * Fixtures of the refurb suite, prepared through the API (never through the screens under test): the
 * items a Lille operator may diagnose, the refurb questions tied to an item's product, and an item
 * diagnosed with its steps planned.
 */

export const OPERATOR = 'operator@demo-retail.test'
export const MANAGER = 'wh.manager@demo-retail.test'
const RETAIL_ADMIN = 'admin@demo-retail.test'

export interface RefurbQuestion {
  id: number
  title: string
  type: 'unique' | 'multiple'
  answers: { id: number; name: string; stepIds: number[] }[]
}
interface CostedStep {
  id: number
  name: string
  cost: number
  dataErasure: boolean
}
export interface DiagnosableItem {
  id: number
  code: string
  name: string
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: string,
  path: string,
  data?: unknown,
  module = 'rps'
) {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}`, 'X-Module': module },
  })
  expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBeTruthy()
  return (await response.json()) as T
}

/** Items verified at the operator's workshop (Lille) that the refurb search accepts, oldest id first. */
export async function diagnosableItems(request: APIRequestContext, count: number) {
  const operator = await apiToken(request, OPERATOR)
  const rows = await call<{ id: number; identificationNumber: string; name: string }[]>(
    request,
    operator,
    'GET',
    '/api/items-stock?status=item_completed&_start=0&_end=100&_sort=id&_order=ASC'
  )
  const found: DiagnosableItem[] = []
  for (const row of rows) {
    if (found.length === count) break
    const search = await request.get(`/api/refurb-diagnosis/search/${row.identificationNumber}`, {
      headers: { Authorization: `Bearer ${operator}`, 'X-Module': 'rps' },
    })
    if (search.ok()) found.push({ id: row.id, code: row.identificationNumber, name: row.name })
  }
  expect(found.length, 'the demo holds verified items at the Lille workshop').toBe(count)
  return found
}

/** Ties the account's refurb diagnostic questions to the item's product (the demo ties none). */
export async function tieRefurbQuestions(request: APIRequestContext, item: DiagnosableItem) {
  const manager = await apiToken(request, MANAGER)
  const questions = await call<RefurbQuestion[]>(
    request,
    manager,
    'GET',
    '/api/refurb-diagnosis-questions?_start=0&_end=50&_sort=position&_order=ASC'
  )
  const admin = await apiToken(request, RETAIL_ADMIN)
  const matches = await call<{ id: string; label: string }[]>(
    request,
    admin,
    'GET',
    `/api/products?q=${encodeURIComponent(item.name)}&_start=0&_end=50`,
    undefined,
    'tim'
  )
  const product = matches.find((one) => one.label === item.name)
  expect(product, `the catalogue holds the product ${item.name}`).toBeTruthy()
  const full = await call<Record<string, unknown>>(
    request,
    admin,
    'GET',
    `/api/products/${product!.id}`,
    undefined,
    'tim'
  )
  await call(
    request,
    admin,
    'PUT',
    `/api/products/${product!.id}`,
    { ...full, refurbQuestionIds: questions.map((question) => question.id) },
    'tim'
  )
  return questions
}

/** The workshop's active refurb steps with their cost at Lille, as the diagnosis offers them. */
export async function workshopSteps(request: APIRequestContext, itemId: number) {
  const operator = await apiToken(request, OPERATOR)
  const form = await call<{ steps: CostedStep[] }>(
    request,
    operator,
    'GET',
    `/api/items/${itemId}/refurb-diagnosis`
  )
  return form.steps
}

/**
 * Diagnoses an item through the API (each question's first answer) with these steps, in its stock or (with
 * `stockName`) in that stock of the workshop, as the diagnosis' last screen lets the operator choose.
 */
export async function diagnose(
  request: APIRequestContext,
  item: DiagnosableItem,
  stepIds: number[],
  stockName?: string
) {
  const operator = await apiToken(request, OPERATOR)
  const form = await call<{
    item: { version: number }
    questions: RefurbQuestion[]
    defaultStockId: number
    stocks: { id: number; name: string }[]
  }>(request, operator, 'GET', `/api/items/${item.id}/refurb-diagnosis`)
  const stock = stockName ? form.stocks.find((one) => one.name === stockName) : undefined
  if (stockName) expect(stock, `the workshop holds the stock ${stockName}`).toBeTruthy()
  return call<{ steps: { id: number; name: string }[] }>(
    request,
    operator,
    'POST',
    `/api/items/${item.id}/refurb-diagnosis`,
    {
      version: form.item.version,
      answers: form.questions.map((question) => question.answers[0].id),
      steps: stepIds,
      stockId: stock?.id ?? form.defaultStockId,
    }
  )
}

/** An amount as the back office shows it in French. */
export const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100)
