import { Bouncer } from '@adonisjs/bouncer'
import type { Actor } from '#services/actor'

/** The policies of app/policies, loaded on first use. */
export const policies = {
  AccountSetupPolicy: () => import('#policies/account_setup_policy'),
  BuybackPolicy: () => import('#policies/buyback_policy'),
  CatalogueExportPolicy: () => import('#policies/catalogue_export_policy'),
  ConnectorConfigurationPolicy: () => import('#policies/connector_configuration_policy'),
  ItemPolicy: () => import('#policies/item_policy'),
  PackagePolicy: () => import('#policies/package_policy'),
  PaymentPolicy: () => import('#policies/payment_policy'),
  QuarantinePolicy: () => import('#policies/quarantine_policy'),
  SsoConfigurationPolicy: () => import('#policies/sso_configuration_policy'),
  TransportPolicy: () => import('#policies/transport_policy'),
  UserPolicy: () => import('#policies/user_policy'),
}

/** The caller's bouncer: actions authorise with it (`authorize` answers 403 `forbidden`), screens ask `allows`. */
export const bouncerOf = (actor: Actor) => new Bouncer(actor, {}, policies)
