import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Circuit, { CIRCUIT_CODES, type CircuitCode } from '#models/circuit'
import CircuitInstruction from '#models/circuit_instruction'
import CircuitPackingStep from '#models/circuit_packing_step'
import DispatchCircuitRule from '#models/dispatch_circuit_rule'
import type PaymentMode from '#models/payment_mode'
import type { SetupContext } from './context.js'

const CIRCUITS: Record<
  CircuitCode,
  { name: string; deposit: Circuit['deposit']; copies: number; bonus: number }
> = {
  store_collect: { name: 'Magasin – enlèvement par transporteur', deposit: 'collect', copies: 2, bonus: 0 },
  store_drop: { name: 'Magasin – dépôt au comptoir', deposit: 'drop', copies: 2, bonus: 1000 },
  store_drop_label: { name: 'Magasin – dépôt avec étiquette', deposit: 'drop_label', copies: 2, bonus: 0 },
  web_collect: { name: 'Web – enlèvement à domicile', deposit: 'collect', copies: 1, bonus: 0 },
  web_drop: { name: 'Web – dépôt en magasin', deposit: 'drop', copies: 1, bonus: 500 },
  web_drop_label: { name: 'Web – dépôt en point relais', deposit: 'drop_label', copies: 1, bonus: 0 },
  web_post: { name: 'Web – envoi par La Poste', deposit: 'post', copies: 1, bonus: 0 },
}

const INSTRUCTIONS: Record<Circuit['deposit'], [string, CircuitInstruction['type']][]> = {
  drop: [
    ['Imprimez et signez le bon de cession', 'sign'],
    ['Apportez le produit et le bordereau de suivi en magasin', 'deliver'],
  ],
  drop_label: [
    ['Imprimez l’étiquette de transport', 'print'],
    ['Protégez le produit dans un emballage rigide', 'protect'],
    ['Déposez le colis dans un point relais', 'deliver'],
  ],
  post: [
    ['Imprimez l’étiquette de transport', 'print'],
    ['Joignez le bon de cession signé', 'join'],
    ['Protégez le produit dans un emballage rigide', 'protect'],
    ['Déposez le colis dans une boîte aux lettres ou un bureau de poste', 'mailbox'],
  ],
  collect: [
    ['Choisissez un créneau d’enlèvement', 'agenda'],
    ['Emballez le produit et fermez le colis', 'close'],
    ['Remettez le colis au transporteur', 'deliver'],
  ],
}

/**
 * The seven circuits of Demo Retail (store and web, by deposit), each with its customer instructions, its
 * packing checklist and the payment modes it offers, open to every category; and the postal rule for small
 * products.
 */
export async function seedCircuits(
  trx: TransactionClientContract,
  context: SetupContext,
  modes: PaymentMode[]
) {
  const circuits = new Map<CircuitCode, Circuit>()
  for (const code of CIRCUIT_CODES) {
    const definition = CIRCUITS[code]
    const channel = code.startsWith('web') ? 'web' : 'store'
    const circuit = await Circuit.create(
      {
        accountId: context.accountId,
        code,
        name: definition.name,
        description: `Circuit ${definition.name.toLowerCase()}.`,
        channel,
        deposit: definition.deposit,
        eligibleCountries: ['FR', 'BE'],
        transferOrderNumberOfCopy: definition.copies,
        depositBonus: definition.bonus,
        status: 'active',
      },
      { client: trx }
    )
    await CircuitInstruction.createMany(
      INSTRUCTIONS[definition.deposit].map(([label, type], sequence) => ({
        circuitId: circuit.id,
        sequence,
        label,
        type,
      })),
      { client: trx }
    )
    // What is done before the package closes; its label exists only once it is closed.
    await CircuitPackingStep.createMany(
      ['Vérifier l’identifiant sur le produit', 'Emballer avec calage'].map((label, sequence) => ({
        circuitId: circuit.id,
        sequence,
        label,
      })),
      { client: trx }
    )
    const accepted = channel === 'store' ? modes : modes.filter((mode) => mode.type !== 'manual')
    await circuit.related('paymentModes').attach(
      accepted.map((mode) => mode.id),
      trx
    )
    circuits.set(code, circuit)
  }

  for (const category of context.categories.values()) {
    await category
      .related('circuits')
      .attach(
        Object.fromEntries([...circuits.values()].map((circuit) => [circuit.id, { active: true }])),
        trx
      )
  }
  const postRule = await DispatchCircuitRule.create(
    {
      accountId: context.accountId,
      circuitId: circuits.get('web_post')!.id,
      description: 'Envoi postal pour les petits produits',
      terms: 'Le colis doit peser moins de 5 kg.',
      traceabilityEnabled: true,
      status: 'enabled',
      eligibleCountries: ['FR'],
    },
    { client: trx }
  )
  await postRule.related('categories').attach(
    ['smartphones', 'tablets'].map((identifier) => context.categories.get(identifier)!.id),
    trx
  )
  return circuits
}
