import { createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import ConnectorConfiguration from '#models/connector_configuration'
import ConnectorConfigurationProperty from '#models/connector_configuration_property'

export const PUBLIC_KEY = 'sc-public-test'
export const SECRET_KEY = 'sc-secret-test-0123456789'
export const LABEL_PDF = Buffer.from('%PDF-1.4\n% Sendcloud test label\n%%EOF\n')

export interface FakeParcel {
  id: number
  external_reference: string
  tracking_number: string
  status: { id: number; message: string }
  body: Record<string, unknown>
}

/**
 * A loopback stand-in for Sendcloud's API v2, answering as its documentation shows: parcels created with
 * `POST /api/v2/parcels` (`{ parcel }` in, `{ parcel }` out), listed with `GET /api/v2/parcels?external_reference=`
 * or `?tracking_number=` (`{ parcels: [] }`), labels as PDF at `GET /api/v2/labels/normal_printer/:id`, the
 * user at `GET /api/v2/user`; Basic authentication with the test keys, else 401 as Sendcloud answers.
 * `nextCreate` makes the next creation refuse (400 with Sendcloud's error object), fail after creating the
 * parcel (503: the answer lost, the parcel made), or hang after creating it (a timeout).
 */
export class FakeSendcloud {
  parcels: FakeParcel[] = []
  requests: { method: string; path: string }[] = []
  nextCreate: 'ok' | 'refuse' | 'fail_after_create' | 'hang_after_create' = 'ok'
  private server = http.createServer((request, response) => this.answer(request, response))
  private hanging: http.ServerResponse[] = []

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return this
  }

  get baseUrl() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v2`
  }

  async stop() {
    for (const response of this.hanging) response.destroy()
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private send(response: http.ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      this.requests.push({ method: request.method ?? 'GET', path: url.pathname + url.search })
      const expected = `Basic ${Buffer.from(`${PUBLIC_KEY}:${SECRET_KEY}`).toString('base64')}`
      if (request.headers.authorization !== expected) {
        return this.send(response, 401, {
          error: { code: 401, request: url.pathname.slice(1), message: 'Invalid username/password.' },
        })
      }
      const path = url.pathname
      if (request.method === 'GET' && path === '/api/v2/user') {
        return this.send(response, 200, { user: { username: 'reprise', company_name: 'Demo Retail' } })
      }
      if (request.method === 'GET' && path === '/api/v2/parcels') {
        const reference = url.searchParams.get('external_reference')
        const tracking = url.searchParams.get('tracking_number')
        const found = this.parcels.filter(
          (parcel) =>
            (reference === null || parcel.external_reference === reference) &&
            (tracking === null || parcel.tracking_number === tracking)
        )
        return this.send(response, 200, { parcels: found.map((parcel) => this.present(parcel)) })
      }
      if (request.method === 'POST' && path === '/api/v2/parcels') {
        return this.create(JSON.parse(Buffer.concat(chunks).toString('utf8')).parcel, response)
      }
      const label = path.match(/^\/api\/v2\/labels\/normal_printer\/(\d+)$/)
      if (request.method === 'GET' && label && this.parcels.some((p) => p.id === Number(label[1]))) {
        response.writeHead(200, { 'content-type': 'application/pdf' })
        return response.end(LABEL_PDF)
      }
      this.send(response, 404, { error: { code: 404, request: path.slice(1), message: 'Not found.' } })
    })
  }

  private create(body: Record<string, unknown>, response: http.ServerResponse) {
    const mode = this.nextCreate
    this.nextCreate = 'ok'
    if (mode === 'refuse') {
      return this.send(response, 400, {
        error: {
          code: 400,
          request: 'api/v2/parcels',
          message: "house_number: 'This field cannot be blank.'",
        },
      })
    }
    const id = 3000 + this.parcels.length + 1
    const parcel: FakeParcel = {
      id,
      external_reference: String(body.external_reference),
      tracking_number: `3SYZXG${String(id).padStart(9, '0')}`,
      status: { id: 1000, message: 'Ready to send' },
      body,
    }
    this.parcels.push(parcel)
    if (mode === 'fail_after_create') {
      return this.send(response, 503, { error: { code: 503, message: 'Service unavailable' } })
    }
    if (mode === 'hang_after_create') {
      this.hanging.push(response)
      return
    }
    this.send(response, 200, { parcel: this.present(parcel) })
  }

  present(parcel: FakeParcel) {
    return {
      id: parcel.id,
      tracking_number: parcel.tracking_number,
      tracking_url: `https://tracking.sendcloud.sc/forward?code=${parcel.tracking_number}`,
      external_reference: parcel.external_reference,
      status: parcel.status,
      date_updated: '27-11-2026 10:15:00',
      label: { normal_printer: [`${this.baseUrl}/labels/normal_printer/${parcel.id}?start_from=0`] },
    }
  }
}

/** An active Sendcloud configuration of the account, pointing at the fake. */
export async function sendcloudConfiguration(
  accountId: number,
  baseUrl: string,
  extra: Record<string, string> = {}
) {
  const configuration = await ConnectorConfiguration.create({
    accountId,
    connector: 'sendcloud',
    name: `Sendcloud ${accountId}`,
    active: true,
  })
  const values: Record<string, string> = {
    publicKey: PUBLIC_KEY,
    secretKey: SECRET_KEY,
    shippingMethodId: '8',
    apiBaseUrl: baseUrl,
    ...extra,
  }
  for (const [name, value] of Object.entries(values)) {
    await ConnectorConfigurationProperty.create({
      configurationId: configuration.id,
      name,
      value,
      isSecret: name === 'secretKey',
    })
  }
  return configuration
}

export const signed = (body: string, secret = SECRET_KEY) =>
  createHmac('sha256', secret).update(body).digest('hex')
