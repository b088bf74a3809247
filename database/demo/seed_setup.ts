import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Circuit, { CIRCUIT_CODES, type CircuitCode } from '#models/circuit'
import CircuitInstruction from '#models/circuit_instruction'
import CircuitPackingStep from '#models/circuit_packing_step'
import PaymentMode from '#models/payment_mode'
import ShippingMethod from '#models/shipping_method'
import Stock, { NATIVE_STOCKS } from '#models/stock'
import RefurbStep from '#models/refurb_step'
import RefurbDiagnosticQuestion from '#models/refurb_diagnostic_question'
import RefurbDiagnosticAnswer from '#models/refurb_diagnostic_answer'
import WarehouseDispatchRule from '#models/warehouse_dispatch_rule'
import WarehouseDispatchCondition from '#models/warehouse_dispatch_condition'
import DispatchCircuitRule from '#models/dispatch_circuit_rule'
import HomeConfig from '#models/home_config'
import type Category from '#models/category'
import type Organization from '#models/organization'

interface SetupContext {
  accountId: number
  warehouses: Organization[]
  categories: Map<string, Category>
}

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

/** The demo home's blocks: language, heading, text, title of the featured products. */
const HOME_BLOCKS = [
  [
    'fr',
    'Reprise garantie au meilleur prix',
    'Votre appareil est vérifié par nos ateliers et vous êtes payé sous 5 jours ouvrés.',
    'Les plus repris en ce moment',
  ],
  [
    'en',
    'Best price, guaranteed',
    'Our workshops check your device and you are paid within 5 working days.',
    'Most traded in right now',
  ],
  [
    'nl',
    'De beste prijs, gegarandeerd',
    'Onze werkplaatsen controleren uw toestel en u wordt binnen 5 werkdagen betaald.',
    'Nu het vaakst ingeruild',
  ],
  [
    'de',
    'Bester Preis, garantiert',
    'Unsere Werkstätten prüfen Ihr Gerät und Sie werden innerhalb von 5 Werktagen bezahlt.',
    'Zurzeit am häufigsten angekauft',
  ],
] as const

async function seedCircuitsAndPayments(trx: TransactionClientContract, context: SetupContext) {
  const modes = await PaymentMode.createMany(
    [
      {
        type: 'bank_transfer',
        provider: 'sandbox-bank',
        label: 'Virement bancaire',
        description: 'Paiement par virement sous 5 jours ouvrés après vérification.',
        modifierType: 'fixed',
        modifierValue: 0,
        bonusMode: 'disabled',
      },
      {
        type: 'no_iban_transfer',
        provider: 'sandbox-payout',
        label: 'Virement sans IBAN',
        description: 'Recevez un lien pour saisir vos coordonnées bancaires en toute sécurité.',
        modifierType: 'fixed',
        modifierValue: -200,
        bonusMode: 'disabled',
      },
      {
        type: 'gift_card',
        provider: 'sandbox-giftcard',
        label: 'Carte cadeau Demo Retail',
        description: 'Une carte cadeau à utiliser dans tous nos magasins, avec un bonus de 10 %.',
        modifierType: 'fixed',
        modifierValue: 0,
        bonusMode: 'percentage',
        bonusValue: 10,
        bonusCap: 5000,
      },
      {
        type: 'voucher',
        provider: 'sandbox-voucher',
        label: 'Bon d’achat',
        description: 'Un bon d’achat immédiat, valable 12 mois en magasin.',
        modifierType: 'percentage',
        modifierValue: 5,
        modifierCappedAmount: 3000,
        bonusMode: 'amount',
        bonusValue: 1000,
        bonusCap: 1000,
      },
      {
        type: 'manual',
        provider: 'manual',
        label: 'Paiement manuel',
        description: 'Paiement enregistré manuellement par le magasin.',
        modifierType: 'fixed',
        modifierValue: 0,
        bonusMode: 'disabled',
        manualPaymentInfo: 'Chèque remis au client par le responsable de magasin.',
      },
    ].map((mode) => ({
      ...mode,
      accountId: context.accountId,
      status: 'active' as const,
    })) as Partial<PaymentMode>[],
    { client: trx }
  )

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
    // What is done before the package closes; its label exists only once it is closed (issue 30).
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

  const shipping = await ShippingMethod.createMany(
    [
      {
        channel: 'web',
        type: 'colissimo',
        deposits: ['post'],
        description: 'Colissimo, étiquette prépayée',
        modifierType: 'fixed',
        modifierValue: 0,
      },
      {
        channel: 'web',
        type: 'chronopost_pickup',
        deposits: ['collect'],
        description: 'Enlèvement à domicile Chronopost',
        modifierType: 'fixed',
        modifierValue: -500,
      },
      {
        channel: 'web',
        type: 'relay_point',
        deposits: ['drop_label'],
        description: 'Dépôt en point relais',
        modifierType: 'percentage',
        modifierValue: -2,
        modifierCappedAmount: 400,
      },
      {
        channel: 'store',
        type: 'store_parcel',
        deposits: ['collect', 'drop_label', 'post'],
        description: 'Colis groupé du magasin vers l’atelier',
        modifierType: 'fixed',
        modifierValue: 0,
      },
    ].map((method) => ({
      ...method,
      accountId: context.accountId,
      countries: ['FR', 'BE'],
      status: 'active' as const,
    })) as Partial<ShippingMethod>[],
    { client: trx }
  )
  for (const method of shipping)
    await method.related('paymentModes').attach(
      modes.map((mode) => mode.id),
      trx
    )
  return { circuits, modes, shipping }
}

const NATIVE_STOCK_NAMES: Record<(typeof NATIVE_STOCKS)[number], string> = {
  to_be_verified: 'À vérifier',
  refurb_completed: 'Reconditionnement terminé',
  customer_return: 'Retour client',
  in_quarantine: 'En quarantaine',
  to_refurbish: 'À reconditionner',
}

async function seedWorkshop(trx: TransactionClientContract, context: SetupContext) {
  const stocks = new Map<string, Stock>()
  for (const kind of NATIVE_STOCKS) {
    stocks.set(
      kind,
      await Stock.create(
        { accountId: context.accountId, name: NATIVE_STOCK_NAMES[kind], nativeKind: kind },
        { client: trx }
      )
    )
  }
  for (const [index, warehouse] of context.warehouses.entries()) {
    const shelf = await Stock.create(
      {
        accountId: context.accountId,
        warehouseId: warehouse.id,
        name: `Rayonnage ${String.fromCharCode(65 + index)} – ${warehouse.city}`,
        identifier: `SHELF-${index + 1}`,
        location: 'Allée 1',
      },
      { client: trx }
    )
    stocks.set(`shelf-${index}`, shelf)
    warehouse.stockId = stocks.get('to_be_verified')!.id
    await warehouse.useTransaction(trx).save()
  }

  const steps = new Map<string, RefurbStep>()
  const definitions: [string, string, string, number][] = [
    ['screen', 'Remplacement de l’écran', 'Dépose et pose d’un écran neuf, test tactile.', 6500],
    ['battery', 'Remplacement de la batterie', 'Batterie neuve et calibration.', 2500],
    ['casing', 'Remplacement de la coque', 'Coque arrière et châssis.', 3000],
    ['cleaning', 'Nettoyage complet', 'Nettoyage, désinfection et polissage.', 500],
    ['reset', 'Réinitialisation logicielle', 'Effacement certifié et réinstallation du système.', 300],
  ]
  for (const [key, name, description, cost] of definitions) {
    const step = await RefurbStep.create(
      {
        accountId: context.accountId,
        name,
        description,
        // The certified erasure that phones, tablets, laptops and watches need before they are sold.
        dataErasure: key === 'reset',
        stockId: stocks.get('to_refurbish')!.id,
        status: 'active',
      },
      { client: trx }
    )
    await step
      .related('costs')
      .attach(
        Object.fromEntries(
          context.warehouses.map((warehouse, index) => [warehouse.id, { cost: cost + index * 200 }])
        ),
        trx
      )
    steps.set(key, step)
  }

  const questions: [string, 'unique' | 'multiple', [string, string[]][]][] = [
    [
      'Quel est l’état de l’écran ?',
      'unique',
      [
        ['Parfait', []],
        ['Rayé', ['cleaning']],
        ['Cassé', ['screen']],
      ],
    ],
    [
      'Quelles pièces sont usées ?',
      'multiple',
      [
        ['Batterie', ['battery']],
        ['Coque', ['casing']],
        ['Aucune', []],
      ],
    ],
    [
      'Le système doit-il être réinstallé ?',
      'unique',
      [
        ['Oui', ['reset']],
        ['Non', []],
      ],
    ],
  ]
  const productIds = (await trx.from('products').where('account_id', context.accountId).select('id')).map(
    (row) => row.id as string
  )
  for (const [position, [title, type, answers]] of questions.entries()) {
    const question = await RefurbDiagnosticQuestion.create(
      { accountId: context.accountId, title, type, position },
      { client: trx }
    )
    // Every demo product asks these questions at its refurb diagnosis (issue 17).
    if (productIds.length) {
      await trx
        .insertQuery()
        .table('product_refurb_questions')
        .multiInsert(productIds.map((productId) => ({ product_id: productId, question_id: question.id })))
    }
    for (const [index, [name, stepKeys]] of answers.entries()) {
      const answer = await RefurbDiagnosticAnswer.create(
        { questionId: question.id, name, position: index },
        { client: trx }
      )
      await answer.related('steps').attach(
        stepKeys.map((key) => steps.get(key)!.id),
        trx
      )
    }
  }
  return { stocks, steps }
}

async function seedDispatchRules(trx: TransactionClientContract, context: SetupContext) {
  const [lille, lyon] = context.warehouses
  const consoles = await WarehouseDispatchRule.create(
    {
      accountId: context.accountId,
      title: 'Consoles vers l’atelier de Lyon',
      position: 1,
      defaultWarehouseId: lyon.id,
      geographic: false,
      status: 'enabled',
    },
    { client: trx }
  )
  await WarehouseDispatchCondition.create(
    {
      ruleId: consoles.id,
      attribute: 'category',
      operator: 'in',
      values: [String(context.categories.get('consoles')!.id)],
    },
    { client: trx }
  )
  await consoles.related('warehouses').attach([lyon.id], trx)

  const nearest = await WarehouseDispatchRule.create(
    {
      accountId: context.accountId,
      title: 'Atelier le plus proche',
      position: 2,
      defaultWarehouseId: lille.id,
      geographic: true,
      status: 'enabled',
    },
    { client: trx }
  )
  await WarehouseDispatchCondition.create(
    { ruleId: nearest.id, attribute: 'productState', operator: 'notIn', values: ['refused'] },
    { client: trx }
  )
  await nearest.related('warehouses').attach([lille.id, lyon.id], trx)
}

/** Circuits, payment and shipping, workshop set-up, dispatch rules and the storefront home of Demo Retail. */
export async function seedSetup(trx: TransactionClientContract, context: SetupContext) {
  const commerce = await seedCircuitsAndPayments(trx, context)
  const workshop = await seedWorkshop(trx, context)
  await seedDispatchRules(trx, context)
  const featured = await trx
    .from('products')
    .where({ account_id: context.accountId, status: 'published' })
    .whereNotNull('buyback_price_grade_a')
    .orderBy('buyback_price_grade_a', 'desc')
    .limit(4)
    .select('id')
  await HomeConfig.create(
    {
      accountId: context.accountId,
      metaTitle: 'Demo Retail – Reprise de vos appareils',
      metaDescription: 'Revendez votre smartphone, votre tablette ou votre console en quelques minutes.',
      status: 'published',
      // One block per language: each visitor reads the blocks of their language only.
      widgets: HOME_BLOCKS.flatMap(([language, heading, text, title]) => [
        { type: 'html' as const, language, html: `<h2>${heading}</h2><p>${text}</p>` },
        {
          type: 'products' as const,
          language,
          title,
          productIds: featured.map((product) => product.id as string),
        },
      ]),
    },
    { client: trx }
  )
  return { ...commerce, ...workshop }
}
