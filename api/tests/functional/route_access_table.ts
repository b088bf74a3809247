/**
 * Who may call each route of the workshop, expedition, payment, transport, connector and SSO resources, on
 * a record of Demo Retail's Lille workshop (tests/helpers/route_access.ts): the status each caller gets.
 * routes.spec.ts calls every line as every caller; a registered route with no line here (nor in
 * route_access_elsewhere.ts) fails it.
 *
 * Columns: anonymous (no token), visitor (a storefront visitor's token), seller (Paris Rivoli's store seller),
 * other workshop (Lyon's operator), other retailer (Other Retail's admin, who also runs workshops: it holds
 * every permission these routes need, so only the record's account stops it). Then the route's parameters and
 * body (sent as the query string of a GET); `$name` is a record of tests/helpers/route_access.ts. A scanned
 * code of a sister workshop's parcel is told apart (409 `checkin_other_workshop`, part 2 §8 "Check-in").
 *
 * Adding a route: add its line here, with the status each caller must get.
 */
export type Params = Record<string, string | number>
export type Line = [
  route: string,
  anonymous: number,
  visitor: number,
  seller: number,
  otherWorkshop: number,
  otherRetailer: number,
  params?: Params,
  body?: Record<string, unknown>,
]

// prettier-ignore
export const ROUTE_ACCESS: Line[] = [
  // route                                                             anon vis  sell ws   other  params / body
  // Expedition (start/routes/expedition.ts)
  ['GET /api/expedition/awaiting',                                      401, 403, 200, 200, 200],
  ['GET /api/expedition/items/:code',                                   401, 403, 404, 404, 404, { code: '$itemCode' }],
  ['POST /api/expedition/returns',                                      401, 403, 404, 404, 404, {}, { code: '$itemCode' }],
  ['GET /api/expedition/transports/:id/label',                          401, 403, 404, 404, 404, { id: '$transport' }],
  ['GET /api/packages',                                                 401, 403, 200, 200, 200],
  ['POST /api/packages',                                                401, 403, 404, 404, 409, {}, { code: '$itemCode' }],
  ['GET /api/packages/:id',                                             401, 403, 404, 404, 404, { id: '$package' }],
  ['POST /api/packages/:id/items',                                      401, 403, 404, 404, 404, { id: '$package' }, { code: '$itemCode' }],
  ['DELETE /api/packages/:id/items/:itemId',                            401, 403, 404, 404, 404, { id: '$package', itemId: '$item' }],
  ['POST /api/packages/:id/close',                                      401, 403, 404, 404, 404, { id: '$package' }, { version: 1 }],
  ['GET /api/packages/:id/documents/:document',                         401, 403, 404, 404, 404, { id: '$package', document: 'label' }],
  // Clients set up from the back office (start/routes/clients.ts, start/routes/setup.ts)
  ['POST /api/clients/:id/admins',                                      401, 403, 403, 403, 403, { id: '$account' }, {}],
  ['GET /api/payment-modes/providers',                                  401, 403, 403, 403, 200],
  ['GET /api/shipping-methods/types',                                   401, 403, 403, 403, 200],
  ['GET /api/accounts/:id/setup-checklist',                             401, 403, 403, 403, 404, { id: '$account' }],
  // Payments (start/routes/payments.ts)
  ['GET /api/payments',                                                 401, 403, 403, 403, 200],
  ['POST /api/payments/relaunch',                                       401, 403, 403, 403, 200, {}, { ids: ['$payment'] }],
  ['GET /api/payments/sepa-files',                                      401, 403, 403, 403, 200],
  ['POST /api/payments/sepa-files',                                     401, 403, 403, 403, 409],
  ['GET /api/payments/sepa-files/:id/download',                         401, 403, 403, 403, 404, { id: '$sepaFile' }],
  ['POST /api/payments/sepa-files/:id/confirm',                         401, 403, 403, 403, 404, { id: '$sepaFile' }],
  ['GET /api/payments/:id',                                             401, 403, 403, 403, 404, { id: '$payment' }],
  ['GET /api/payments/:id/history',                                     401, 403, 404, 403, 404, { id: '$payment' }],
  ['POST /api/payments/:id/relaunch',                                   401, 403, 403, 403, 404, { id: '$payment' }],
  ['POST /api/payments/:id/mark-as-paid',                               401, 403, 403, 403, 404, { id: '$payment' }, { version: 1 }],
  ['GET /api/payment-iban/:token',                                      404, 404, 404, 404, 404, { token: '$token' }],
  ['POST /api/payment-iban/:token',                                     404, 404, 404, 404, 404, { token: '$token' }, { iban: 'FR7630006000011234567890189', holder: 'Jean Dupont' }],
  // Items on the shelves (start/routes/items_stock.ts)
  ['GET /api/items-stock',                                              401, 403, 403, 200, 200],
  ['GET /api/devices/:identifier/life',                                 401, 403, 403, 200, 200, { identifier: '$imei' }],
  ['GET /api/items-stock/filter-options',                               401, 403, 403, 200, 200],
  ['GET /api/items-stock/:id',                                          401, 403, 403, 404, 404, { id: '$item' }],
  ['GET /api/items-stock/:id/stocks',                                   401, 403, 403, 403, 404, { id: '$item' }],
  ['POST /api/items-stock/:id/move',                                    401, 403, 403, 403, 404, { id: '$item' }, { stockId: '$stock', version: 1 }],
  // Stocks (start/routes/stocks.ts)
  // Organizations: the entities at part 2 §7's path (start/routes/organisation.ts)
  ['GET /api/organizations',                                            401, 403, 403, 403, 200],
  ['GET /api/organizations/:id',                                        401, 403, 403, 403, 404, { id: '$organization' }],
  ['POST /api/organizations',                                           401, 403, 403, 403, 422],
  ['PUT /api/organizations/:id',                                        401, 403, 403, 403, 404, { id: '$organization' }],
  ['PATCH /api/organizations/:id',                                      401, 403, 403, 403, 404, { id: '$organization' }],
  ['PATCH /api/entities/:id',                                           401, 403, 403, 403, 404, { id: '$organization' }],
  ['GET /api/organizations/tree',                                       401, 403, 403, 403, 200],
  ['GET /api/organizations/root',                                       401, 403, 403, 403, 200],
  // The search token of the caller's own storefront account (Demo Retail's: the visitor's and its staff's).
  ['GET /api/organizations/:id/typesense',                              401, 200, 200, 200, 404, { id: '$organization' }],
  ['GET /api/organizations/available-parents',                          401, 403, 403, 403, 200, {}, { type: 'store' }],
  ['GET /api/organizations/connected-warehouses',                       401, 403, 403, 403, 200],
  ['GET /api/organizations/:id/module-count',                           401, 403, 403, 403, 404, { id: '$organization' }],
  ['GET /api/organizations/:id/users-module-count',                     401, 403, 403, 403, 404, { id: '$organization' }],
  // The storefront's stores: each caller those of its own storefront account.
  ['GET /api/organizations/public',                                     401, 200, 200, 200, 200],
  // A storefront page's visitor token (start/routes/auth.ts): public, as POST /api/auth/anonymous.
  ['POST /api/webtoken-with-account-and-ord',                           200, 200, 200, 200, 200, {}, { url: 'http://localhost/' }],
  // Whether buyer payment is on (start/routes/payments.ts): the caller's own account only.
  ['GET /api/payment/account/:id/by-buyer-feature-available',           401, 403, 200, 200, 404, { id: '$account' }],
  // A buy-back's instructions and additional information (start/routes/buybacks.ts), as its details.
  ['GET /api/buybacks/:id/instructions',                                401, 403, 404, 403, 404, { id: '$buyback' }],
  ['GET /api/buybacks/:id/additional-infos',                            401, 403, 404, 403, 404, { id: '$buyback' }],
  // Root details (start/routes/clients.ts): the platform admin's, as the client they belong to
  ['GET /api/accounts/:id/organization-root-detail',                    401, 403, 403, 403, 403, { id: '$account' }],
  ['PATCH /api/organization-root-details/:id',                          401, 403, 403, 403, 403, { id: '$account' }, { enabledPremiumFeatures: [] }],
  // Users (start/routes/users.ts): another account's user is not found
  ['GET /api/users/:id/permissions',                                    401, 403, 403, 403, 404, { id: '$user' }],
  ['GET /api/users/:id/current-organization',                           401, 403, 403, 403, 404, { id: '$user' }],
  // Categories read by their tree (start/routes/catalogue_categories.ts)
  ['PATCH /api/categories/:id',                                         401, 403, 403, 403, 404, { id: '$category' }, { label: 'Intrus' }],
  ['GET /api/categories/tree/:id',                                      401, 403, 403, 403, 404, { id: '$category' }],
  ['GET /api/products/:id/category_tree',                               401, 403, 403, 403, 404, { id: '$product' }],
  ['GET /api/categories/with-products',                                 401, 403, 403, 403, 200],
  ['GET /api/categories/connected-tree',                                401, 403, 403, 403, 200],
  ['GET /api/categories/:id/checkpoints-to-archive',                    401, 403, 403, 403, 404, { id: '$category' }],
  ['GET /api/internal/categories/root',                                 401, 403, 403, 403, 404],
  ['GET /api/internal/categories/:id',                                  401, 403, 403, 403, 404, { id: '$category' }],
  ['GET /api/internal/categories/:id/ancestry',                         401, 403, 403, 403, 404, { id: '$category' }],
  // The API's description (start/routes/api_description.ts): public
  ['GET /api/openapi.json',                                             200, 200, 200, 200, 200],
  ['GET /api/docs',                                                     200, 200, 200, 200, 200],
  ['GET /api/stocks',                                                   401, 403, 403, 403, 200],
  ['GET /api/stocks/form-options',                                      401, 403, 403, 403, 200],
  ['GET /api/stocks/:id',                                               401, 403, 403, 403, 404, { id: '$stock' }],
  ['POST /api/stocks',                                                  401, 403, 403, 403, 422],
  ['PUT /api/stocks/:id',                                               401, 403, 403, 403, 404, { id: '$stock' }, { name: 'Étagère', version: 1 }],
  ['DELETE /api/stocks/:id',                                            401, 403, 403, 403, 404, { id: '$stock' }],
  // Transports (start/routes/transports.ts): the platform, a retailer's admin, a workshop's lead,
  // each its own; asking the carriers now stays the platform's
  ['GET /api/transports',                                               401, 403, 403, 403, 200],
  ['GET /api/transports/export',                                        401, 403, 403, 403, 200],
  ['GET /api/transports/filter-options',                                401, 403, 403, 403, 200],
  ['POST /api/transports/tracking',                                     401, 403, 403, 403, 403],
  ['GET /api/transports/:id',                                           401, 403, 403, 403, 404, { id: '$transport' }],
  ['GET /api/transports/:id/label',                                     401, 403, 403, 403, 404, { id: '$transport' }],
  // Purchase register and personal data (start/routes/purchase_register.ts): store and unit managers and the
  // admin read the register of their own entities; a person's requests are the admin's, in its own account
  ['GET /api/purchase-register',                                        401, 403, 403, 403, 200],
  ['GET /api/purchase-register/filter-options',                         401, 403, 403, 403, 200],
  ['GET /api/purchase-register/export',                                 401, 403, 403, 403, 200, {}, { format: 'csv' }],
  ['GET /api/personal-data',                                            401, 403, 403, 403, 404, {}, { email: 'aurelie.benali31@exemple.fr' }],
  ['POST /api/personal-data/erase',                                     401, 403, 403, 403, 404, {}, { email: 'aurelie.benali31@exemple.fr' }],
  // Quarantine (start/routes/quarantine.ts)
  ['GET /api/quarantine',                                               401, 403, 403, 403, 200],
  ['GET /api/quarantine/:id/stocks',                                    401, 403, 403, 403, 404, { id: '$item' }],
  ['POST /api/quarantine/:id/release',                                  401, 403, 403, 403, 404, { id: '$item' }, { stockId: '$stock' }],
  ['POST /api/quarantine/:id/return-label',                             401, 403, 403, 403, 404, { id: '$item' }],
  ['POST /api/quarantine/:id/mail',                                     401, 403, 403, 403, 404, { id: '$item' }],
  // Check-in (start/routes/warehouse.ts)
  ['GET /api/buybacks/by-identification-number/:number',                401, 403, 403, 404, 404, { number: '$buybackNumber' }],
  ['GET /api/warehouse/checkins/:code',                                 401, 403, 403, 409, 404, { code: '$buybackNumber' }],
  ['POST /api/warehouse/checkins',                                      401, 403, 403, 409, 404, {}, { code: '$buybackNumber' }],
  ['GET /api/items/:id/label',                                          401, 403, 403, 404, 404, { id: '$item' }],
  // Verification (start/routes/verification.ts)
  ['HEAD /api/buybacks/by-identification-number/:number/is-verifiable', 401, 403, 403, 404, 404, { number: '$buybackNumber' }],
  ['GET /api/verifications/lookup/:code',                               401, 403, 403, 404, 404, { code: '$itemCode' }],
  ['GET /api/items/:id/verification',                                   401, 403, 403, 404, 404, { id: '$item' }],
  ['GET /api/items/:id/verification/product',                           401, 403, 403, 404, 404, { id: '$item' }],
  ['GET /api/items/:id/verification/products',                          401, 403, 403, 404, 404, { id: '$item' }],
  ['POST /api/items/:id/verification/preview',                          401, 403, 403, 404, 404, { id: '$item' }],
  ['GET /api/items/:id/verification/payment',                           401, 403, 403, 404, 404, { id: '$item' }],
  ['POST /api/items/:id/verification',                                  401, 403, 403, 404, 404, { id: '$item' }, { version: 1, productId: '00000000-0000-4000-8000-000000000000' }],
  ['POST /api/items/:id/photos',                                        401, 403, 403, 404, 404, { id: '$item' }],
  ['DELETE /api/items/:id/photos/:photoId',                             401, 403, 403, 404, 404, { id: '$item', photoId: '$photo' }],
  ['GET /api/items/:id/photos/:photoId',                                401, 403, 404, 404, 404, { id: '$item', photoId: '$photo' }],
  ['GET /api/warehouse/web-files/:code',                                401, 403, 403, 404, 404, { code: '$buybackNumber' }],
  ['POST /api/warehouse/web-files/:itemId',                             401, 403, 403, 404, 404, { itemId: '$item' }, { version: 1, productId: '00000000-0000-4000-8000-000000000000' }],
  // Refurbishment (start/routes/refurb.ts)
  ['GET /api/refurb-diagnosis/search/:code',                            401, 403, 403, 404, 404, { code: '$itemCode' }],
  ['GET /api/items/:id/refurb-diagnosis',                               401, 403, 403, 404, 404, { id: '$item' }],
  ['POST /api/items/:id/refurb-diagnosis',                              401, 403, 403, 404, 404, { id: '$item' }, { version: 1, answers: [], steps: [], stockId: '$stock' }],
  ['GET /api/item-refurb-steps/search/:code',                           401, 403, 403, 404, 404, { code: '$itemCode' }],
  ['GET /api/items/:id/refurb-steps',                                   401, 403, 403, 404, 404, { id: '$item' }],
  ['POST /api/items/:id/refurb-steps',                                  401, 403, 403, 404, 404, { id: '$item' }, { version: 1, refurbStepId: 1 }],
  ['POST /api/items/:id/refurb-steps/validate',                         401, 403, 403, 404, 404, { id: '$item' }, { version: 1 }],
  ['GET /api/item-refurb-steps/:id',                                    401, 403, 403, 404, 404, { id: '$itemStep' }],
  ['POST /api/item-refurb-steps/:id/start',                             401, 403, 403, 404, 404, { id: '$itemStep' }, { version: 1, stockId: '$stock' }],
  ['POST /api/item-refurb-steps/:id/pause',                             401, 403, 403, 404, 404, { id: '$itemStep' }, { version: 1 }],
  ['POST /api/item-refurb-steps/:id/resume',                            401, 403, 403, 404, 404, { id: '$itemStep' }, { version: 1 }],
  ['POST /api/item-refurb-steps/:id/complete',                          401, 403, 403, 404, 404, { id: '$itemStep' }, { version: 1, stockId: '$stock' }],
  ['POST /api/item-refurb-steps/:id/cancel',                            401, 403, 403, 404, 404, { id: '$itemStep' }, { version: 1, reason: 'Test' }],
  // Connectors (start/routes/connectors.ts)
  ['GET /api/connectors',                                               401, 403, 403, 403, 200],
  ['GET /api/connectors/:id',                                           401, 403, 403, 403, 200, { id: 'gift_card' }],
  ['GET /api/connector-organizations',                                  401, 403, 403, 403, 200],
  ['POST /api/connector-organizations',                                 401, 403, 403, 403, 404, {}, { organizationId: '$organization', connector: 'gift_card', name: 'Intrus' }],
  ['GET /api/connector-organizations/:id',                              401, 403, 403, 403, 404, { id: '$configuration' }],
  ['PATCH /api/connector-organizations/:id',                            401, 403, 403, 403, 404, { id: '$configuration' }, { name: 'Intrus', version: 1 }],
  ['PUT /api/connector-organizations/:id',                              401, 403, 403, 403, 404, { id: '$configuration' }, { name: 'Intrus', version: 1 }],
  ['DELETE /api/connector-organizations/:id',                           401, 403, 403, 403, 404, { id: '$configuration' }],
  ['GET /api/connector-organizations/:id/calls',                        401, 403, 403, 403, 404, { id: '$configuration' }],
  ['POST /api/connector-organizations/:id/test',                        401, 403, 403, 403, 404, { id: '$configuration' }],
  ['GET /api/organizations/launch-generic-premium-feature-connector',   401, 422, 422, 422, 422, {}, { action: 'ping' }],
  // Each action of the generic call: the storefront's for any caller, the others a back-office screen's (kinds.ts).
  ['GET /api/organizations/launch-generic-premium-feature-connector',   401, 422, 422, 422, 403, {}, { action: 'lookup', values: 'x' }],
  ['GET /api/organizations/launch-generic-premium-feature-connector',   401, 403, 403, 403, 403, {}, { action: 'sync_stocks' }],
  ['GET /api/organizations/launch-generic-premium-feature-connector',   401, 403, 403, 403, 403, {}, { action: 'sync_steps' }],
  ['GET /api/organizations/launch-generic-premium-feature-connector',   401, 403, 403, 403, 403, {}, { action: 'sync_circuit' }],
  ['GET /api/organizations/launch-generic-premium-feature-connector',   401, 403, 403, 403, 403, {}, { action: 'diagnose', values: 'x' }],
  ['GET /api/dispatch-circuit-rules/:id/launch-premium-feature-connector',   401, 403, 403, 403, 404, { id: '$rule' }, { action: 'ping' }],
  ['PATCH /api/dispatch-circuit-rules/:id/launch-premium-feature-connector', 401, 403, 403, 403, 404, { id: '$rule' }, { action: 'ping' }],
  // A buy-back's label booked again after the carrier refused it (start/routes/buybacks.ts)
  ['POST /api/buybacks/:id/shipping-label',                             401, 403, 404, 403, 404, { id: '$buyback' }],
  ['GET /api/buybacks/:id/shipping-label',                              401, 404, 404, 404, 404, { id: '$buyback' }],
  // Stored files (start/routes/files.ts, catalogue_data.ts): private files only through their record or a signed link
  ['GET /api/signed-files/:token',                                      404, 404, 404, 404, 404, { token: '$token' }],
  ['GET /api/products/exports/:id/link',                                401, 403, 403, 403, 404, { id: '$catalogueExport' }],
  ['GET /api/categories/exports/:id/link',                              401, 403, 403, 403, 404, { id: '$catalogueExport' }],
  ['GET /api/diagnostic-questions/exports/:id/link',                    401, 403, 403, 403, 404, { id: '$catalogueExport' }],
  // Statistics (start/routes/statistics.ts): each caller reads its own account's figures
  ['GET /api/dashboard-data/export',                                    401, 403, 403, 403, 200],
  // A pre-declared buy-back for the storefront (start/routes/storefront.ts): by its random reference, the
  // account's callers; its sequential id matches no route
  ['GET /api/storefront/predeclared-buybacks/:reference',               401, 200, 200, 200, 404, { reference: '$predeclaredReference' }],
  ['GET /api/storefront/predeclared-buybacks/:reference',               404, 404, 404, 404, 404, { reference: '$predeclared' }],
  // Carrier webhooks (start/routes/webhooks.ts): only a request signed with the configuration's secret
  ['POST /api/webhooks/sendcloud/:configurationId',                     401, 401, 401, 401, 401, { configurationId: '$configuration' }, { action: 'parcel_status_changed' }],
  // Single sign-on configurations (start/routes/auth.ts)
  ['GET /api/sso-configurations/:organizationId',                       401, 403, 403, 403, 404, { organizationId: '$organization' }],
  ['PUT /api/sso-configurations/:organizationId',                       401, 403, 403, 403, 404, { organizationId: '$organization' }],
  ['POST /api/sso-configurations/:organizationId/test',                 401, 403, 403, 403, 404, { organizationId: '$organization' }],
  // Catalogue imports (start/routes/catalogue_data.ts): the template's column descriptions are the same for every
  // account; only the imports permission opens them.
  ['GET /api/imports/templates/:dataType/columns',                      401, 403, 403, 403, 200, { dataType: 'product' }],
]
