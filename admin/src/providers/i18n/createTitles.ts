/**
 * The title of each resource's create page (`resources.<name>.page.create`, which react-admin reads before
 * its generic "Create %{name}"): a sentence with its article, not "Créer Entité".
 */
export const createTitlesFr = {
  buybacks: 'Nouveau rachat',
  categories: 'Créer une catégorie',
  circuits: 'Créer un circuit',
  clients: 'Créer un client',
  'dispatch-circuit-rules': 'Créer une règle de circuit',
  entities: 'Créer une entité',
  paymentModes: 'Créer un mode de paiement',
  products: 'Créer un produit',
  'refurb-diagnosis-questions': 'Créer une question de diagnostic de reconditionnement',
  'refurb-steps': 'Créer un type d’étape',
  'shipping-methods': 'Créer un mode de transport',
  stocks: 'Créer un stock',
  users: 'Créer un utilisateur',
  'warehouse-dispatch': 'Créer une règle de répartition',
}

export type CreateTitles = Record<keyof typeof createTitlesFr, string>

export const createTitlesEn: CreateTitles = {
  buybacks: 'New buy-back',
  categories: 'Create a category',
  circuits: 'Create a circuit',
  clients: 'Create a client',
  'dispatch-circuit-rules': 'Create a circuit rule',
  entities: 'Create an entity',
  paymentModes: 'Create a payment mode',
  products: 'Create a product',
  'refurb-diagnosis-questions': 'Create a refurb diagnosis question',
  'refurb-steps': 'Create a step type',
  'shipping-methods': 'Create a shipping method',
  stocks: 'Create a stock',
  users: 'Create a user',
  'warehouse-dispatch': 'Create a workshop dispatch rule',
}

export const createTitlesNl: CreateTitles = {
  buybacks: 'Nieuwe terugkoop',
  categories: 'Een categorie aanmaken',
  circuits: 'Een circuit aanmaken',
  clients: 'Een klant aanmaken',
  'dispatch-circuit-rules': 'Een circuitregel aanmaken',
  entities: 'Een entiteit aanmaken',
  paymentModes: 'Een betaalwijze aanmaken',
  products: 'Een product aanmaken',
  'refurb-diagnosis-questions': 'Een vraag voor de reconditioneringsdiagnose aanmaken',
  'refurb-steps': 'Een staptype aanmaken',
  'shipping-methods': 'Een verzendwijze aanmaken',
  stocks: 'Een voorraad aanmaken',
  users: 'Een gebruiker aanmaken',
  'warehouse-dispatch': 'Een verdeelregel aanmaken',
}

export const createTitlesDe: CreateTitles = {
  buybacks: 'Neuer Rückkauf',
  categories: 'Kategorie anlegen',
  circuits: 'Kreislauf anlegen',
  clients: 'Kunden anlegen',
  'dispatch-circuit-rules': 'Kreislaufregel anlegen',
  entities: 'Einheit anlegen',
  paymentModes: 'Zahlungsart anlegen',
  products: 'Produkt anlegen',
  'refurb-diagnosis-questions': 'Frage der Aufbereitungsdiagnose anlegen',
  'refurb-steps': 'Schritttyp anlegen',
  'shipping-methods': 'Versandart anlegen',
  stocks: 'Lager anlegen',
  users: 'Benutzer anlegen',
  'warehouse-dispatch': 'Verteilregel anlegen',
}

type Messages = { resources?: Record<string, Record<string, unknown>> }

/** The messages with each resource's create title put under `resources.<name>.page.create`. */
export function withCreateTitles<M extends Messages>(messages: M, titles: CreateTitles): M {
  const resources: Record<string, Record<string, unknown>> = { ...messages.resources }
  for (const [name, title] of Object.entries(titles)) {
    const resource = resources[name] ?? {}
    const page = (resource.page as Record<string, unknown> | undefined) ?? {}
    resources[name] = { ...resource, page: { ...page, create: title } }
  }
  return { ...messages, resources }
}
