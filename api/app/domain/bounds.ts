/**
 * The bounds and limits of part 2 §5 and §9, named once for the whole product. Validation messages
 * (resources/lang/<locale>/validator.json) receive them as arguments, so they never repeat a number.
 */
export const BOUNDS = {
  text: { min: 2, max: 255 },
  address: { min: 2, max: 125 },
  city: { min: 2, max: 45 },
  password: { min: 8, max: 128 },
  /** Not given by the specification: how long an e-mailed password link stays valid. */
  passwordLink: { resetHours: 1, invitationDays: 7 },
  productName: { min: 2, max: 255 },
  productComment: { max: 500 },
  productPrice: { min: 0, max: 50000 },
  questionDescription: { max: 3000 },
  categoryChildrenDescription: { max: 255 },
  categoryIdentifier: { min: 2, max: 255 },
  /** Not given by the specification: default dimensions in whole centimetres, weights in whole grams. */
  categoryDimension: { min: 0, max: 10000 },
  categoryWeight: { min: 1, max: 1000000 },
  categoryAbsorptionPercentage: { min: 0, max: 100 },
  /** Cents; 0 to 50 000 euros as the product prices. */
  categoryAbsorptionValue: { min: 0, max: 5000000 },
  questionTitle: { min: 2, max: 255 },
  questionAnswers: { min: 2 },
  /** Cents, either way: an answer may add or remove at most the highest product price. */
  answerPriceImpact: { min: -5000000, max: 5000000 },
  circuitDescription: { max: 500 },
  circuitInstructions: { count: 6, min: 1, max: 150 },
  externalId: { max: 45 },
  stockName: { max: 255 },
  refurbText: { max: 255 },
  /** Not given by the specification: the steps one diagnosis may plan, the answers it may give. */
  refurbDiagnosis: { maxSteps: 50, maxAnswers: 200 },
  /** Not given by the specification: a data-erasure certificate or report reference. */
  erasureReference: { min: 1, max: 255 },
  paymentLabel: { min: 1, max: 255 },
  paymentDescription: { min: 2, max: 300 },
  paymentLongDescription: { max: 800, lines: 15 },
  paymentMailContent: { max: 300 },
  manualPaymentInfo: { max: 255 },
  bonusPercentage: { min: -100, max: 100 },
  homeMetaTitle: { min: 2, max: 255 },
  homeMetaDescription: { min: 2, max: 500 },
  homeBannerTitle: { min: 2, max: 50 },
  homeHtml: { min: 20, max: 200000 },
  transferOrderTerms: { min: 2, max: 5000 },
  imageBytes: 250 * 1024,
  pdfBytes: 250 * 1024,
  faviconBytes: 20 * 1024,
  /** Not given by the specification: the evidence photos one verification may carry. */
  verificationPhotos: { max: 10 },
  warehouseComment: { max: 255 },
  /** Not given by the specification: one import stays a short request (each new password is hashed). */
  userImport: { maxBytes: 1024 * 1024, maxLines: 500 },
  cartMaxItems: { single: 1, multiProduct: 200 },
  cartLifetimeDays: { web: 30, store: 1 },
  stalenessDays: 15,
  productPageSizes: [5, 10, 15, 30],
  searchPageSize: 40,
  /**
   * Not given by the specification: a keyword search counts its matches up to this number and then answers
   * "more than" it, as the usual storefronts do; the storefront's pages stop there. The back
   * office's product list still counts them all for its pager.
   */
  searchMatchesCounted: 1000,
  imei: { min: 15, max: 17 },
  tac: { length: 8 },
  serialNumber: { max: 64 },
  gtin: { lengths: [8, 12, 13, 14] },
  buybackCode: { length: 13 },
  itemCode: { lengths: [8, 13] },
  warehouseCode: { lengths: [8, 13] },
  /** Countries without a known format (#domain/zip_codes). */
  zipCode: { min: 2, max: 10 },
  email: { max: 254, localPartMax: 64 },
  /**
   * Not given by the specification: the shortest and longest document numbers in use in the supported
   * countries (passports: ICAO 9 characters at most; UK driving licences: 16).
   */
  nationalIdentification: {
    driving_licence: { min: 6, max: 16 },
    identity_card: { min: 8, max: 12 },
    passport: { min: 6, max: 9 },
    residence_permit: { min: 8, max: 12 },
  },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
} as const
