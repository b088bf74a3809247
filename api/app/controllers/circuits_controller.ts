import type { HttpContext } from '@adonisjs/core/http'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { circuitValidator } from '#validators/circuit'
import { saveCircuit } from '#actions/circuits/save_circuit'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'
import { circuitList } from '#queries/circuits/list'
import { visibleCircuit } from '#queries/circuits/show'
import { presentCircuit as present, presentCircuits } from '#presenters/circuit'

/** Circuits of part 1 §2 "Configuration", in the ra-data-json-server dialect. */
export default class CircuitsController {
  async index(ctx: HttpContext) {
    return presentCircuits(await circuitList(ctx))
  }

  async show({ params, actor }: HttpContext) {
    return present(await visibleCircuit(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(circuitValidator, indexedFieldErrors())
    const circuit = await saveCircuit(accountId, fields, i18n)
    return response.created(present(await visibleCircuit(actor, circuit.id)))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const circuit = await visibleCircuit(actor, params.id)
    claimEdit(circuit, request.input('version'))
    const fields = await request.validateUsing(circuitValidator, indexedFieldErrors())
    await saveCircuit(circuit.accountId, fields, i18n, circuit)
    return present(await visibleCircuit(actor, params.id))
  }
}
