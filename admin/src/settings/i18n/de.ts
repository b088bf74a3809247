import type { SettingsTexts, SettingsResourceTexts } from './fr'

export const settingsDe: SettingsTexts = {
  text_language: 'Sprache der Texte',
  languages: {
    fr: 'Französisch',
    en: 'Englisch',
    nl: 'Niederländisch',
    de: 'Deutsch',
  },
  tabs: {
    general: 'Allgemein',
    options: 'Optionen',
    texts: 'Texte',
    legal: 'Rechtliche Dokumente',
    retention: 'Datenaufbewahrung',
  },
  validation: {
    whole: 'Eine ganze Zahl',
    positive: 'Eine positive ganze Zahl',
    https: 'Eine https://-Adresse ist erforderlich',
  },
  help: {
    cart_min_value: 'In Euro; 0 für kein Minimum',
    estimation_endpoint: 'https-Adresse, bei der Schätzungen angefragt werden',
  },
  retention: {
    web_registers: { workshop: 'Das der Werkstatt', account: 'Das des Kontos' },
    help: {
      webPurchaseRegister:
        'Das Register, in das Online-Ankäufe eingetragen werden; standardmäßig das der Werkstatt, die das Gerät erhält',
      identityRetentionDays:
        'Ausweisdokumente und IBAN, nach der Zahlung; %{min} bis %{max} Tage, standardmäßig %{default}',
      contactRetentionMonths:
        'Kontaktdaten, nach dem letzten Ankauf; %{min} bis %{max} Monate, standardmäßig %{default}',
      registerRetentionYears:
        'Verkäufer im Ankaufsregister; %{min} bis %{max} Jahre, standardmäßig %{default}',
    },
  },
  legal: {
    help: 'Eine PDF-Datei pro Dokument, höchstens 250 kB. Die Datei wird gesendet, sobald sie ausgewählt ist.',
    kinds: {
      serviceTerms: 'Allgemeine Geschäftsbedingungen',
      eula: 'Nutzungsbedingungen',
      privacyPolicy: 'Datenschutzerklärung',
      cookiesPolicy: 'Cookie-Richtlinie',
      accessibilityStatement: 'Erklärung zur Barrierefreiheit',
    },
    open: 'PDF öffnen',
    none: 'Keine Datei',
    choose: 'PDF auswählen',
    replace: 'Ersetzen',
    remove: 'PDF entfernen',
    sent: 'Dokument gespeichert',
    failed: 'Das Dokument konnte nicht gesendet werden.',
    not_pdf: 'Die Datei muss ein PDF sein.',
    too_big: 'Die Datei darf 250 kB nicht überschreiten.',
  },
  transfer_order: {
    insert_variable: 'Variable einfügen',
    help: '2 bis 5000 Zeichen; Variablen werden aus der Liste eingefügt.',
    unknown_variables: 'Unbekannte Variablen: %{variables}. Fügen Sie sie aus der Liste ein.',
    premium_needed:
      'Der individuelle Übertragungsschein ist eine Premium-Option: Bitten Sie Ihren Administrator, sie zu aktivieren.',
    variables: {
      total_price: 'Gesamtpreis',
      buyer_address: 'Adresse des Käufers',
      buyer_long_name: 'Firmenname des Käufers',
      buyer_name: 'Name des Käufers',
      buyer_siret: 'SIRET des Käufers',
      buyer_capital: 'Kapital des Käufers',
      customer_firstname: 'Vorname des Kunden',
      customer_lastname: 'Nachname des Kunden',
      payment_type: 'Zahlungsart',
      product_label: 'Produkt',
    },
  },
}

export const settingsResourceDe: SettingsResourceTexts = {
  name: 'Einstellungen',
  general_title: 'Allgemeine Einstellungen',
  transfer_order_title: 'Übertragungsschein',
  fields: {
    mainColor: 'Hauptfarbe',
    sellerSupportEmail: 'E-Mail des Verkäufersupports',
    dpoEmail: 'E-Mail des DSB',
    currency: 'Währung',
    language: 'Sprache',
    cartMinValue: 'Mindestwarenkorbwert',
    estimationEndpoint: 'Schätzungsendpunkt',
    externalWebsiteUrl: 'Link zur externen Website',
    externalWebsiteText: 'Linktext',
    categoryNavigationEnabled: 'Navigation nach Kategorien',
    customerIdentityDocumentRequired: 'Ausweis des Kunden erforderlich',
    barCodeEnabled: 'Strichcodes',
    tagPriceEnabled: 'Preisetiketten',
    isWarehouseCommentMandatory: 'Werkstattkommentar erforderlich',
    isWarehouseCommentSharedToClient: 'Werkstattkommentar mit dem Kunden geteilt',
    dropOffMapEnabled: 'Karte der Abgabestellen',
    buyerPaymentEnabled: 'Zahlung durch den Käufer',
    serviceTerms: 'Allgemeine Geschäftsbedingungen',
    eula: 'Nutzungsbedingungen',
    faqAndContact: 'FAQ und Kontakt',
    cookiesPolicy: 'Cookie-Richtlinie',
    accessibilityStatement: 'Erklärung zur Barrierefreiheit',
    buybackZeroDescription: 'Text für Rückkauf zu 0 €',
    noSearchResultDescription: 'Text ohne Suchergebnis',
    packingInstructions: 'Verpackungsanweisungen',
    transferOrderTerms: 'AGB des Übertragungsscheins',
    webPurchaseRegister: 'Register der Online-Ankäufe',
    identityRetentionDays: 'Aufbewahrung Ausweise und IBAN (Tage)',
    contactRetentionMonths: 'Aufbewahrung Kontaktdaten (Monate)',
    registerRetentionYears: 'Aufbewahrung Ankaufsregister (Jahre)',
  },
}
