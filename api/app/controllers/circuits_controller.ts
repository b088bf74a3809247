import type { HttpContext } from '@adonisjs/core/http'
import Circuit from '#models/circuit'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { circuitValidator } from '#validators/circuit'
import { saveCircuit } from '#actions/circuits/save_circuit'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'

const visibleCircuit = (actor: Actor, id: string) =>
  tenancy
    .owned(Circuit.query(), actor)
    .where('circuits.id', id)
    .preload('defaultInstructions', (query) => query.orderBy('sequence'))
    .preload('packingSteps', (query) => query.orderBy('sequence'))
    .preload('paymentModes')
    .firstOrFail()

function presentCircuit(circuit: Circuit) {
  return {
    id: circuit.id,
    accountId: circuit.accountId,
    updatedAt: circuit.updatedAt?.toISO() ?? null,
    version: circuit.version,
    code: circuit.code,
    name: circuit.name,
    description: circuit.description,
    channel: circuit.channel,
    deposit: circuit.deposit,
    eligibleCountries: circuit.eligibleCountries,
    transferOrderNumberOfCopy: circuit.transferOrderNumberOfCopy,
    depositBonus: circuit.depositBonus,
    status: circuit.status,
    paymentModeIds: (circuit.paymentModes ?? []).map((mode) => mode.id),
    defaultInstructions: (circuit.defaultInstructions ?? []).map(({ label, type }) => ({ label, type })),
    packingSteps: (circuit.packingSteps ?? []).map(({ label }) => ({ label })),
  }
}

/** Circuits of part 1 §2 "Configuration", in the ra-data-json-server dialect. */
export default class CircuitsController {
  async index(ctx: HttpContext) {
    const rows = await paginateList(ctx, tenancy.owned(Circuit.query(), ctx.actor), {
      sortable: { name: 'circuits.name', code: 'circuits.code', status: 'circuits.status' },
      defaultSort: ['name', 'asc'],
      search: ['circuits.name'],
      filters: {
        channel: (q, value) => q.where('circuits.channel', String(value)),
        status: (q, value) => q.where('circuits.status', String(value)),
      },
    })
    return rows.map(presentCircuit)
  }

  async show({ params, actor }: HttpContext) {
    return presentCircuit(await visibleCircuit(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(circuitValidator, indexedFieldErrors())
    const circuit = await saveCircuit(accountId, fields, i18n)
    return response.created(presentCircuit(await visibleCircuit(actor, String(circuit.id))))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const circuit = await visibleCircuit(actor, params.id)
    claimEdit(circuit, request.input('version'))
    const fields = await request.validateUsing(circuitValidator, indexedFieldErrors())
    await saveCircuit(circuit.accountId, fields, i18n, circuit)
    return presentCircuit(await visibleCircuit(actor, params.id))
  }
}
