import type { AppMessages } from './fr'
import { productsNl } from '../../products/i18n/nl'
import { homeNl } from '../../home/i18n/nl'
import { statisticsNl } from '../../statistics/i18n/nl'
import { sftpNl } from '../../sftp/i18n/nl'
import { loginNl } from '../../login/i18n/nl'
import { passwordNl } from '../../password/i18n/nl'
import { ssoNl } from '../../sso/i18n/nl'
import { designNl } from '../../design/i18n/nl'
import { settingsNl, settingsResourceNl } from '../../settings/i18n/nl'
import { searchSynonymsNl } from '../../searchSynonyms/i18n/nl'
import { warehouseDispatchNl } from '../../warehouseDispatch/i18n/nl'
import { dispatchCircuitRulesNl } from '../../dispatchCircuitRules/i18n/nl'
import { shippingMethodsNl } from '../../shippingMethods/i18n/nl'
import { buybacksNl } from '../../buybacks/i18n/nl'
import { quarantineNl } from '../../buybacks/quarantine/i18n/nl'
import { clientsNl } from '../../clients/i18n/nl'
import { circuitsNl } from '../../circuits/i18n/nl'
import { refurbQuestionsNl } from '../../refurbQuestions/i18n/nl'
import { refurbStepsNl } from '../../refurbSteps/i18n/nl'
import { stocksNl } from '../../stocks/i18n/nl'
import { itemsStockNl } from '../../itemsStock/i18n/nl'
import { transportsNl } from '../../transports/i18n/nl'
import { paymentsNl } from '../../payments/i18n/nl'
import { checkinNl } from '../../checkin/i18n/nl'
import { expeditionNl } from '../../expedition/i18n/nl'
import { verificationNl } from '../../verification/i18n/nl'
import { refurbNl } from '../../refurb/i18n/nl'
import { paymentModesNl } from '../../paymentModes/i18n/nl'
import { entitiesNl } from '../../entities/i18n/nl'
import { categoriesNl } from '../../categories/i18n/nl'
import { diagnosticNl } from '../../diagnostic/i18n/nl'
import { failedJobsNl } from '../../failedJobs/i18n/nl'
import { usersNl } from '../../users/i18n/nl'
import { connectorsNl } from '../../connectors/i18n/nl'
import { catalogueImportsNl } from '../../imports/i18n/nl'
import { catalogueExportsNl } from '../../exports/i18n/nl'
import { purchaseRegisterNl } from '../../purchaseRegister/i18n/nl'
import { personalDataNl } from '../../personalData/i18n/nl'

export const nl: AppMessages = {
  app: { name: 'Reprise', tagline: 'Terugkoop en revisie', loading: 'Laden…' },
  locale: { button: 'Taal', button_current: 'Taal: %{language}' },
  menu: {
    premium: 'Premium',
    groups: {
      buybacks: 'Terugkopen',
      catalogue: 'Catalogus',
      buybacksList: 'Verwerking',
      refurb: 'Revisie',
      configuration: 'Configuratie',
      admin: 'Beheer',
    },
    items: {
      dashboard: 'Dashboard',
      categories: 'Categorieën',
      products: 'Producten',
      diagnostic: 'Diagnose',
      catalogueImports: 'Catalogusimports',
      catalogueExport: 'Catalogusexport',
      buybacks: 'Lijst van terugkopen',
      newBuyback: 'Nieuwe terugkoop',
      predeclared: 'Vooraf aangemeld',
      expeditions: 'Verzendingen',
      checkin: 'Inboeken',
      control: 'Controleren',
      webFileCheck: 'Webdossiers',
      quarantine: 'Quarantaine',
      refurbDiagnostic: 'Diagnosevragen',
      startDiagnostic: 'Diagnosticeren',
      itemRefurbSteps: 'Reviseren',
      refurbSteps: 'Staptypes',
      stocks: 'Voorraden',
      itemsStock: 'Artikelen op voorraad',
      design: 'Vormgeving',
      homePage: 'Startpagina',
      paymentModes: 'Betaalwijzen',
      shippingMethods: 'Verzendwijzen',
      circuits: 'Circuits',
      warehouseDispatch: 'Verdeling werkplaatsen',
      users: 'Gebruikers',
      entities: 'Entiteiten',
      generalSettings: 'Algemene instellingen',
      transferOrderSettings: 'Overdrachtsbon',
      sftpSettings: 'SFTP-drop',
      searchSynonyms: 'Synoniemen',
      connectors: 'Connectoren',
      clients: 'Klanten',
      newClient: 'Nieuwe klant',
      transportsList: 'Transporten',
      purchaseRegister: 'Inkoopregister',
      personalData: 'Persoonsgegevens',
      searchPayment: 'Betaling zoeken',
      failedJobs: 'Mislukte taken',
    },
  },
  home: homeNl,
  statistics: statisticsNl,
  sftp: sftpNl,
  login: loginNl,
  password: passwordNl,
  sso: ssoNl,
  profile: {
    menu: 'Profiel',
    menu_named: 'Profiel: %{name}',
    switch_module: 'Aanmelden als',
    current_module: 'Huidige module',
    switch_failed: 'Wisselen van module is mislukt.',
  },
  modules: { root: 'Organisatie', tim: 'Winkelketen', lcm: 'Koper', rps: 'Werkplaatsen' },
  errors: {
    reference: 'Referentie: %{id}',
    generic: 'Er is een fout opgetreden, neem contact op met uw beheerder.',
    network: 'De server is onbereikbaar. Controleer uw verbinding.',
    session_expired: {
      title: 'Sessie verlopen',
      text: 'Uw sessie is verlopen. Meld u opnieuw aan om verder te gaan.',
      button: 'Opnieuw aanmelden',
    },
    unavailable: {
      title: 'Dienst even niet beschikbaar',
      text: 'De dienst is even niet beschikbaar; probeer het zo opnieuw.',
      retry: 'Opnieuw proberen',
    },
    server: {
      title: 'Er is een fout opgetreden',
      generic:
        'Het verzoek kon niet worden voltooid. Neem contact op met uw beheerder als het probleem blijft.',
      home: 'Startpagina',
      ok: 'OK',
    },
  },
  user_types: {
    super_admin: 'Superbeheerder',
    admin: 'Beheerder',
    root_management_unit_manager: 'Beheerder (hoofdeenheid)',
    root_management_unit_analyst: 'Analist (hoofdeenheid)',
    management_unit_manager: 'Verantwoordelijke beheereenheid',
    management_unit_analyst: 'Analist beheereenheid',
    store_manager: 'Winkelverantwoordelijke',
    store_seller: 'Winkelverkoper',
    warehouse_manager: 'Werkplaatsverantwoordelijke',
    warehouse_operator: 'Werkplaatsmedewerker',
    buyer_manager: 'Verantwoordelijke koper',
    pseudo_anonymous: 'Anonieme bezoeker',
  },
  entity_types: {
    root_management_unit: 'Hoofdbeheereenheid',
    management_unit: 'Beheereenheid',
    store: 'Winkel',
    warehouse: 'Werkplaats',
    buyer: 'Koper',
  },
  home_page: {
    saved_draft: 'Opgeslagen als concept: de winkel toont deze pagina pas als ze gepubliceerd is.',
    saved_published: 'Opgeslagen en gepubliceerd: de winkel toont deze pagina.',
    saved_state: {
      draft:
        'Opgeslagen versie: concept. De winkel toont ze niet; kies „Gepubliceerd” om ze online te zetten.',
      published: 'Opgeslagen versie: gepubliceerd. Dit is de startpagina van de winkel.',
    },
    draft_warning: 'Concept: de winkel toont deze pagina pas als ze gepubliceerd is.',
    title: 'Startpagina van de webshop',
    widgets: 'Blokken',
    no_image: 'Geen afbeelding',
    image: 'Afbeelding',
    choose_image: 'Een afbeelding kiezen',
    replace_image: 'Vervangen',
    image_required: 'Een achtergrondafbeelding is vereist',
    image_type: 'De afbeelding moet een JPG of PNG zijn.',
    image_size: 'De afbeelding mag niet groter zijn dan 250 kB.',
    image_failed: 'De afbeelding kon niet worden verstuurd.',
    help: {
      html: '20 tot 200 000 tekens. Scripts, gebeurtenissen en javascript:-links worden bij het opslaan verwijderd.',
    },
    languages: { all: 'Alle talen', fr: 'Frans', en: 'Engels', nl: 'Nederlands', de: 'Duits' },
    fields: {
      language: 'Taal van de bezoekers',
      metaTitle: 'Metatitel',
      metaDescription: 'Metabeschrijving',
      status: 'Status',
      type: 'Bloktype',
      bannerTitle: 'Titel van de banner',
      searchTitle: 'Titel van de zoekfunctie',
      productsTitle: 'Titel van de selectie',
      productIds: 'Uitgelichte producten',
      html: 'HTML-code',
    },
    status: {
      draft: 'Concept',
      published: 'Gepubliceerd',
    },
    types: {
      banner: 'Banner',
      search: 'Zoeken',
      products: 'Uitgelichte producten',
      html: 'Vrije HTML',
    },
  },
  design: designNl,
  checkin: checkinNl,
  expedition: expeditionNl,
  verification: verificationNl,
  refurb: refurbNl,
  settings: settingsNl,
  catalogueImports: catalogueImportsNl,
  catalogueExports: catalogueExportsNl,
  personalData: personalDataNl,
  searchSynonyms: searchSynonymsNl,
  resources: {
    'purchase-register': purchaseRegisterNl,
    'warehouse-dispatch': warehouseDispatchNl,
    'dispatch-circuit-rules': dispatchCircuitRulesNl,
    'shipping-methods': shippingMethodsNl,
    settings: settingsResourceNl,
    buybacks: buybacksNl,
    'buybacks-predeclared': {
      name: 'Vooraf aangemelde terugkoop |||| Vooraf aangemelde terugkopen',
      empty: 'Geen vooraf aangemelde terugkoop wacht op afgifte.',
    },
    buybacksQuarantine: quarantineNl,
    clients: clientsNl,
    circuits: circuitsNl,
    'refurb-diagnosis-questions': refurbQuestionsNl,
    'refurb-steps': refurbStepsNl,
    stocks: stocksNl,
    'items-stock': itemsStockNl,
    'transports-list': transportsNl,
    searchPayment: paymentsNl,
    'failed-jobs': failedJobsNl,
    paymentModes: paymentModesNl,
    entities: entitiesNl,
    products: productsNl,
    categories: categoriesNl,
    'diagnostic-questions': { name: 'Vraag |||| Vragen' },
    diagnostic: diagnosticNl,
    users: usersNl,
    'connector-organizations': connectorsNl,
  },
}
