import type { ScreenKey } from './screens'

/** The menu of part 1 §2 ("Menu, by permission"): groups hold screens or sub-groups. */
export interface MenuGroupDefinition {
  key: string
  items?: ScreenKey[]
  groups?: MenuGroupDefinition[]
}

export const MENU_TOP_LEVEL: ScreenKey[] = ['dashboard']

export const MENU_GROUPS: MenuGroupDefinition[] = [
  {
    key: 'buybacks',
    groups: [
      {
        key: 'catalogue',
        items: ['categories', 'products', 'diagnostic', 'catalogueImports', 'catalogueExport'],
      },
      {
        key: 'buybacksList',
        items: [
          'buybacks',
          'newBuyback',
          'predeclared',
          'expeditions',
          'transportsList',
          'checkin',
          'control',
          'webFileCheck',
          'quarantine',
          'purchaseRegister',
        ],
      },
    ],
  },
  {
    key: 'refurb',
    items: ['refurbDiagnostic', 'startDiagnostic', 'itemRefurbSteps', 'refurbSteps', 'stocks', 'itemsStock'],
  },
  {
    key: 'configuration',
    items: [
      'design',
      'homePage',
      'paymentModes',
      'shippingMethods',
      'circuits',
      'warehouseDispatch',
      'users',
      'entities',
      'generalSettings',
      'transferOrderSettings',
      'sftpSettings',
      'searchSynonyms',
      'connectors',
    ],
  },
  { key: 'admin', items: ['clients', 'newClient', 'searchPayment', 'personalData', 'failedJobs'] },
]
