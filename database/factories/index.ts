export { AccountFactory, AccountModuleFactory } from './account_factory.js'
export { OrganizationFactory } from './organization_factory.js'
export { UserFactory, UserModuleFactory, FACTORY_PASSWORD } from './user_factory.js'
export { CategoryFactory, ProductFactory } from './catalogue_factory.js'
export { CircuitFactory, PaymentModeFactory, ShippingMethodFactory, StockFactory } from './setup_factory.js'
export {
  readyClient,
  bareRetailer,
  buyerClient,
  platformAdmin,
  userIn,
  type ReadyClient,
} from './ready_client.js'
