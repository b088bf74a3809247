import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Category from '#models/category'
import Product from '#models/product'
import { seedDemo, DEMO_PASSWORD } from '../../../database/demo/seed_demo.js'

export { DEMO_PASSWORD }

/** The demo data of the README, seeded once before the suites as their shared baseline. */
export async function seedDemoOnce() {
  await db.transaction(async (trx) => seedDemo(trx))
}

/** Logs a demo user in and returns the session the API answered. */
export async function login(client: ApiClient, email: string, password = DEMO_PASSWORD) {
  const response = await client.post('/api/auth/login').json({ email, password })
  response.assertStatus(200)
  return response.body() as {
    token: string
    permissions: string[]
    resources: Record<string, string[]>
    currentModule: string
    [key: string]: unknown
  }
}

export async function tokenOf(client: ApiClient, email: string) {
  return (await login(client, email)).token
}

/** A storefront visitor's anonymous token (the white-label site answering on the test host). */
export async function anonymousToken(client: ApiClient) {
  const response = await client.post('/api/auth/anonymous')
  response.assertStatus(200)
  return response.body().token as string
}

/** A published iPhone of Demo Retail that collects the IMEI (questions come from "Smartphones"). */
export async function demoIphone() {
  const category = await Category.findByOrFail('identifier', 'apple-iphone')
  return Product.query()
    .where('category_id', category.id)
    .where('status', 'published')
    .where('is_collecting_imei', true)
    .whereNotNull('buyback_price_grade_c')
    .orderBy('label')
    .firstOrFail()
}
