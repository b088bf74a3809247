import type { LocalizedText } from '#services/localized_text'

/**
 * The demo client's customer-facing texts, in the four languages of the product.
 */
export const DEMO_TEXTS: Record<string, LocalizedText> = {
  packingInstructions: {
    fr: 'Un carton par atelier, au plus 10 produits. Après « Fermer le colis », imprimez le bordereau, glissez-le dans le carton puis scellez-le.',
    en: 'One box per workshop, at most 10 products. After “Close the package”, print the slip, put it in the box, then seal it.',
    nl: 'Eén doos per werkplaats, maximaal 10 producten. Druk na ‘Pakket sluiten’ de paklijst af, leg die in de doos en sluit de doos dan af.',
    de: 'Ein Karton pro Werkstatt, höchstens 10 Produkte. Drucken Sie nach „Paket schließen“ den Beleg, legen Sie ihn in den Karton und verschließen Sie ihn dann.',
  },
  serviceTerms: {
    fr: 'Conditions générales de service de Demo Retail.\nLe rachat de votre produit est soumis à la vérification de son état par notre atelier. Le prix estimé peut être ajusté si l’état constaté diffère de votre déclaration.',
    en: 'Demo Retail general terms of service.\nThe buy-back of your product depends on our workshop checking its condition. The estimated price may be adjusted if the condition found differs from your declaration.',
    nl: 'Algemene servicevoorwaarden van Demo Retail.\nDe terugkoop van uw product hangt af van de controle van de staat door onze werkplaats. De geschatte prijs kan worden aangepast als de vastgestelde staat afwijkt van uw verklaring.',
    de: 'Allgemeine Servicebedingungen von Demo Retail.\nDer Rückkauf Ihres Produkts setzt die Prüfung seines Zustands durch unsere Werkstatt voraus. Der geschätzte Preis kann angepasst werden, wenn der festgestellte Zustand von Ihrer Angabe abweicht.',
  },
  eula: {
    fr: 'Conditions générales d’utilisation du site de reprise Demo Retail.\nL’utilisation du site implique l’acceptation des présentes conditions.',
    en: 'Terms of use of the Demo Retail trade-in site.\nUsing the site implies accepting these terms.',
    nl: 'Gebruiksvoorwaarden van de inruilsite van Demo Retail.\nHet gebruik van de site houdt de aanvaarding van deze voorwaarden in.',
    de: 'Nutzungsbedingungen der Ankaufsseite von Demo Retail.\nDie Nutzung der Seite setzt die Annahme dieser Bedingungen voraus.',
  },
  faqAndContact: {
    fr: 'Comment est calculé le prix ?\nLe prix dépend du modèle et de l’état déclaré de votre produit.\n\nQuand suis-je payé ?\nPar virement sous 5 jours ouvrés après la vérification.\n\nContact : support@demo-retail.test',
    en: 'How is the price calculated?\nThe price depends on the model and the declared condition of your product.\n\nWhen am I paid?\nBy bank transfer within 5 working days after the check.\n\nContact: support@demo-retail.test',
    nl: 'Hoe wordt de prijs berekend?\nDe prijs hangt af van het model en de aangegeven staat van uw product.\n\nWanneer word ik betaald?\nPer overschrijving binnen 5 werkdagen na de controle.\n\nContact: support@demo-retail.test',
    de: 'Wie wird der Preis berechnet?\nDer Preis hängt vom Modell und dem angegebenen Zustand Ihres Produkts ab.\n\nWann werde ich bezahlt?\nPer Überweisung innerhalb von 5 Werktagen nach der Prüfung.\n\nKontakt: support@demo-retail.test',
  },
  cookiesPolicy: {
    fr: 'Ce site n’utilise que les cookies nécessaires à son fonctionnement, sauf si vous acceptez la mesure d’audience.',
    en: 'This site only uses the cookies it needs to work, unless you accept audience measurement.',
    nl: 'Deze site gebruikt alleen de cookies die nodig zijn om te werken, tenzij u bezoekersmeting aanvaardt.',
    de: 'Diese Website verwendet nur die für ihren Betrieb nötigen Cookies, es sei denn, Sie stimmen der Reichweitenmessung zu.',
  },
  accessibilityStatement: {
    fr: 'Demo Retail s’engage à rendre son site de reprise accessible. Ce site est en cours d’audit au regard du RGAA 4.1.',
    en: 'Demo Retail is committed to making its trade-in site accessible. This site is being audited against WCAG 2.1 AA.',
    nl: 'Demo Retail zet zich in om zijn inruilsite toegankelijk te maken. Deze site wordt getoetst aan WCAG 2.1 AA.',
    de: 'Demo Retail verpflichtet sich, seine Ankaufsseite barrierefrei zu gestalten. Diese Seite wird nach WCAG 2.1 AA geprüft.',
  },
}
