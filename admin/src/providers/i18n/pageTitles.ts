/**
 * The titles of each resource's create and edit pages (`resources.<name>.page.create` and `.edit`, which
 * react-admin reads before its generic "Créer %{name}" and "%{name} %{recordRepresentation}"): sentences with
 * their article, not "Créer Entité" or "Entité Paris Rivoli". An edit title names the record.
 */
export const pageTitlesFr = {
  buybacks: ['Nouveau rachat'],
  categories: ['Créer une catégorie', 'Modifier la catégorie « %{recordRepresentation} »'],
  circuits: ['Créer un circuit', 'Modifier le circuit « %{recordRepresentation} »'],
  clients: ['Créer un client', 'Modifier le client « %{recordRepresentation} »'],
  'dispatch-circuit-rules': [
    'Créer une règle de circuit',
    'Modifier la règle de circuit « %{recordRepresentation} »',
  ],
  entities: ['Créer une entité', 'Modifier l’entité « %{recordRepresentation} »'],
  paymentModes: ['Créer un mode de paiement', 'Modifier le mode de paiement « %{recordRepresentation} »'],
  products: ['Créer un produit', 'Modifier le produit « %{recordRepresentation} »'],
  'refurb-diagnosis-questions': [
    'Créer une question de diagnostic de reconditionnement',
    'Modifier la question de diagnostic « %{recordRepresentation} »',
  ],
  'refurb-steps': ['Créer un type d’étape', 'Modifier le type d’étape « %{recordRepresentation} »'],
  'shipping-methods': [
    'Créer un mode de transport',
    'Modifier le mode de transport « %{recordRepresentation} »',
  ],
  stocks: ['Créer un stock', 'Modifier le stock « %{recordRepresentation} »'],
  users: ['Créer un utilisateur', 'Modifier l’utilisateur « %{recordRepresentation} »'],
  'warehouse-dispatch': [
    'Créer une règle de répartition',
    'Modifier la règle de répartition « %{recordRepresentation} »',
  ],
} as const

/** A create title, and an edit title where the resource has an edit page of react-admin's. */
export type PageTitles = Record<keyof typeof pageTitlesFr, readonly [string] | readonly [string, string]>

export const pageTitlesEn: PageTitles = {
  buybacks: ['New buy-back'],
  categories: ['Create a category', 'Edit the category “%{recordRepresentation}”'],
  circuits: ['Create a circuit', 'Edit the circuit “%{recordRepresentation}”'],
  clients: ['Create a client', 'Edit the client “%{recordRepresentation}”'],
  'dispatch-circuit-rules': ['Create a circuit rule', 'Edit the circuit rule “%{recordRepresentation}”'],
  entities: ['Create an entity', 'Edit the entity “%{recordRepresentation}”'],
  paymentModes: ['Create a payment mode', 'Edit the payment mode “%{recordRepresentation}”'],
  products: ['Create a product', 'Edit the product “%{recordRepresentation}”'],
  'refurb-diagnosis-questions': [
    'Create a refurb diagnosis question',
    'Edit the refurb diagnosis question “%{recordRepresentation}”',
  ],
  'refurb-steps': ['Create a step type', 'Edit the step type “%{recordRepresentation}”'],
  'shipping-methods': ['Create a shipping method', 'Edit the shipping method “%{recordRepresentation}”'],
  stocks: ['Create a stock', 'Edit the stock “%{recordRepresentation}”'],
  users: ['Create a user', 'Edit the user “%{recordRepresentation}”'],
  'warehouse-dispatch': [
    'Create a workshop dispatch rule',
    'Edit the workshop dispatch rule “%{recordRepresentation}”',
  ],
}

export const pageTitlesNl: PageTitles = {
  buybacks: ['Nieuwe terugkoop'],
  categories: ['Een categorie aanmaken', 'Categorie “%{recordRepresentation}” bewerken'],
  circuits: ['Een circuit aanmaken', 'Circuit “%{recordRepresentation}” bewerken'],
  clients: ['Een klant aanmaken', 'Klant “%{recordRepresentation}” bewerken'],
  'dispatch-circuit-rules': ['Een circuitregel aanmaken', 'Circuitregel “%{recordRepresentation}” bewerken'],
  entities: ['Een entiteit aanmaken', 'Entiteit “%{recordRepresentation}” bewerken'],
  paymentModes: ['Een betaalwijze aanmaken', 'Betaalwijze “%{recordRepresentation}” bewerken'],
  products: ['Een product aanmaken', 'Product “%{recordRepresentation}” bewerken'],
  'refurb-diagnosis-questions': [
    'Een vraag voor de reconditioneringsdiagnose aanmaken',
    'Vraag voor de reconditioneringsdiagnose “%{recordRepresentation}” bewerken',
  ],
  'refurb-steps': ['Een staptype aanmaken', 'Staptype “%{recordRepresentation}” bewerken'],
  'shipping-methods': ['Een verzendwijze aanmaken', 'Verzendwijze “%{recordRepresentation}” bewerken'],
  stocks: ['Een voorraad aanmaken', 'Voorraad “%{recordRepresentation}” bewerken'],
  users: ['Een gebruiker aanmaken', 'Gebruiker “%{recordRepresentation}” bewerken'],
  'warehouse-dispatch': ['Een verdeelregel aanmaken', 'Verdeelregel “%{recordRepresentation}” bewerken'],
}

export const pageTitlesDe: PageTitles = {
  buybacks: ['Neuer Rückkauf'],
  categories: ['Kategorie anlegen', 'Kategorie „%{recordRepresentation}“ bearbeiten'],
  circuits: ['Kreislauf anlegen', 'Kreislauf „%{recordRepresentation}“ bearbeiten'],
  clients: ['Kunden anlegen', 'Kunden „%{recordRepresentation}“ bearbeiten'],
  'dispatch-circuit-rules': ['Kreislaufregel anlegen', 'Kreislaufregel „%{recordRepresentation}“ bearbeiten'],
  entities: ['Einheit anlegen', 'Einheit „%{recordRepresentation}“ bearbeiten'],
  paymentModes: ['Zahlungsart anlegen', 'Zahlungsart „%{recordRepresentation}“ bearbeiten'],
  products: ['Produkt anlegen', 'Produkt „%{recordRepresentation}“ bearbeiten'],
  'refurb-diagnosis-questions': [
    'Frage der Aufbereitungsdiagnose anlegen',
    'Frage der Aufbereitungsdiagnose „%{recordRepresentation}“ bearbeiten',
  ],
  'refurb-steps': ['Schritttyp anlegen', 'Schritttyp „%{recordRepresentation}“ bearbeiten'],
  'shipping-methods': ['Versandart anlegen', 'Versandart „%{recordRepresentation}“ bearbeiten'],
  stocks: ['Lager anlegen', 'Lager „%{recordRepresentation}“ bearbeiten'],
  users: ['Benutzer anlegen', 'Benutzer „%{recordRepresentation}“ bearbeiten'],
  'warehouse-dispatch': ['Verteilregel anlegen', 'Verteilregel „%{recordRepresentation}“ bearbeiten'],
}

type Messages = { resources?: Record<string, Record<string, unknown>> }

/** The messages with each resource's page titles put under `resources.<name>.page`. */
export function withPageTitles<M extends Messages>(messages: M, titles: PageTitles): M {
  const resources: Record<string, Record<string, unknown>> = { ...messages.resources }
  for (const [name, [create, edit]] of Object.entries(titles) as [string, readonly string[]][]) {
    const resource = resources[name] ?? {}
    const page = (resource.page as Record<string, unknown> | undefined) ?? {}
    resources[name] = { ...resource, page: { ...page, create, ...(edit ? { edit } : {}) } }
  }
  return { ...messages, resources }
}
