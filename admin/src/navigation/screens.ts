import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
import AccountTreeIcon from '@mui/icons-material/AccountTree'
import AltRouteIcon from '@mui/icons-material/AltRoute'
import BusinessIcon from '@mui/icons-material/Business'
import CableIcon from '@mui/icons-material/Cable'
import BuildIcon from '@mui/icons-material/Build'
import CategoryIcon from '@mui/icons-material/Category'
import DashboardIcon from '@mui/icons-material/Dashboard'
import DomainAddIcon from '@mui/icons-material/DomainAdd'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline'
import EventNoteIcon from '@mui/icons-material/EventNote'
import FactCheckIcon from '@mui/icons-material/FactCheck'
import FileDownloadIcon from '@mui/icons-material/FileDownload'
import GppMaybeIcon from '@mui/icons-material/GppMaybe'
import InventoryIcon from '@mui/icons-material/Inventory'
import Inventory2Icon from '@mui/icons-material/Inventory2'
import ListAltIcon from '@mui/icons-material/ListAlt'
import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import ManageSearchIcon from '@mui/icons-material/ManageSearch'
import MenuBookIcon from '@mui/icons-material/MenuBook'
import MedicalServicesIcon from '@mui/icons-material/MedicalServices'
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox'
import PaletteIcon from '@mui/icons-material/Palette'
import PaymentsIcon from '@mui/icons-material/Payments'
import PeopleIcon from '@mui/icons-material/People'
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip'
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck'
import QuizIcon from '@mui/icons-material/Quiz'
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import SearchIcon from '@mui/icons-material/Search'
import SettingsIcon from '@mui/icons-material/Settings'
import SmartphoneIcon from '@mui/icons-material/Smartphone'
import StorefrontIcon from '@mui/icons-material/Storefront'
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat'
import TravelExploreIcon from '@mui/icons-material/TravelExplore'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import DriveFolderUploadIcon from '@mui/icons-material/DriveFolderUpload'
import WarehouseIcon from '@mui/icons-material/Warehouse'
import WebIcon from '@mui/icons-material/Web'
import type { SvgIconComponent } from '@mui/icons-material'

/**
 * Every back-office screen of part 1 §2 with the permission it needs. `available` says whether the
 * screen is built yet: the menu hides the others, the home page shows them as coming soon.
 */
export interface Screen {
  path: string
  permission?: string
  available: boolean
  icon: SvgIconComponent
  /** Where the screen is for a module other than the default path's (e.g. the buyer's settings). */
  modulePaths?: Partial<Record<string, string>>
  /** A premium screen: the menu shows a badge. */
  premium?: boolean
  /** Shown only when the client holds this premium feature (part 2 §6). */
  premiumFeature?: string
  /** Works for a store only (the counter wizard): hidden for users working for the account or a workshop. */
  storeOnly?: boolean
}

const SCREEN_DEFINITIONS = {
  dashboard: { path: '/home', available: true, icon: DashboardIcon },
  categories: {
    path: '/categories/list',
    permission: 'category_list_page',
    available: true,
    icon: CategoryIcon,
  },
  products: { path: '/products', permission: 'product_list_page', available: true, icon: SmartphoneIcon },
  diagnostic: { path: '/diagnostic', permission: 'question_list_page', available: true, icon: QuizIcon },
  catalogueImports: { path: '/imports', permission: 'imports', available: true, icon: UploadFileIcon },
  catalogueExport: { path: '/exports', permission: 'exports', available: true, icon: FileDownloadIcon },
  buybacks: { path: '/buybacks', permission: 'buyback_list_page', available: true, icon: ListAltIcon },
  newBuyback: {
    path: '/buybacks/create',
    permission: 'buyback_create_page',
    available: true,
    storeOnly: true,
    icon: AddShoppingCartIcon,
  },
  predeclared: {
    path: '/buybacks-predeclared',
    permission: 'predeclared_buyback_access',
    available: true,
    icon: EventNoteIcon,
  },
  expeditions: {
    path: '/expedition',
    permission: 'buyback_item_send',
    available: true,
    icon: LocalShippingIcon,
  },
  checkin: {
    path: '/warehouse/checkin',
    permission: 'warehouse_checkin_submenu',
    available: true,
    icon: MoveToInboxIcon,
  },
  control: { path: '/verification', permission: 'item_control_page', available: true, icon: FactCheckIcon },
  webFileCheck: {
    path: '/warehouse/check',
    permission: 'item_control_page',
    available: true,
    icon: TravelExploreIcon,
  },
  quarantine: {
    path: '/buybacksQuarantine',
    permission: 'item_quarantine_transition',
    available: true,
    icon: GppMaybeIcon,
  },
  refurbDiagnostic: {
    path: '/refurb-diagnosis-questions',
    permission: 'refurb_diagnostic_manage',
    available: true,
    icon: MedicalServicesIcon,
  },
  startDiagnostic: {
    path: '/refurb-diagnosis/start',
    permission: 'refurb_diagnostic_write',
    available: true,
    icon: PlaylistAddCheckIcon,
  },
  itemRefurbSteps: {
    path: '/warehouse/item-refurb-steps/search',
    permission: 'refurb_write',
    available: true,
    icon: BuildIcon,
  },
  refurbSteps: {
    path: '/refurb-steps',
    permission: 'refurb_step_manage',
    available: true,
    icon: TrendingFlatIcon,
  },
  stocks: { path: '/stocks', permission: 'stock_manage', available: true, icon: WarehouseIcon },
  itemsStock: { path: '/items-stock', permission: 'items_stock_read', available: true, icon: InventoryIcon },
  design: { path: '/design', permission: 'design_page', available: true, icon: PaletteIcon },
  homePage: { path: '/settings/home-page', permission: 'design_page', available: true, icon: WebIcon },
  paymentModes: {
    path: '/paymentModes',
    permission: 'payment_modes_page',
    available: true,
    icon: PaymentsIcon,
  },
  shippingMethods: {
    path: '/shipping-methods',
    permission: 'payment_modes_page',
    available: true,
    icon: LocalShippingIcon,
  },
  circuits: {
    path: '/circuits',
    permission: 'dispatch_circuit_rule_list',
    available: true,
    icon: AltRouteIcon,
  },
  warehouseDispatch: {
    path: '/warehouse-dispatch',
    permission: 'warehouse_dispatch_rule_read',
    available: true,
    icon: Inventory2Icon,
  },
  users: { path: '/users', permission: 'user_list_page', available: true, icon: PeopleIcon },
  entities: {
    path: '/entities',
    permission: 'organization_list_page',
    available: true,
    icon: AccountTreeIcon,
  },
  generalSettings: {
    path: '/settings/tim/general',
    modulePaths: { lcm: '/settings/lcm/general' },
    permission: 'general_settings',
    available: true,
    icon: SettingsIcon,
  },
  transferOrderSettings: {
    path: '/settings/transfer-order',
    permission: 'transfer_order_settings',
    premium: true,
    available: true,
    icon: ReceiptLongIcon,
  },
  sftpSettings: {
    path: '/settings/sftp',
    permission: 'admin',
    premium: true,
    premiumFeature: 'sftp_access',
    available: true,
    icon: DriveFolderUploadIcon,
  },
  searchSynonyms: {
    path: '/settings/search-synonyms',
    permission: 'general_settings',
    available: true,
    icon: ManageSearchIcon,
  },
  connectors: { path: '/connectors', permission: 'admin', available: true, icon: CableIcon },
  clients: { path: '/clients', permission: 'client_list', available: true, icon: BusinessIcon },
  failedJobs: { path: '/failed-jobs', permission: 'super_admin', available: true, icon: ErrorOutlineIcon },
  newClient: { path: '/clients/create', permission: 'client_create', available: true, icon: DomainAddIcon },
  transportsList: {
    path: '/transports-list',
    permission: 'transports_read',
    available: true,
    icon: StorefrontIcon,
  },
  purchaseRegister: {
    path: '/purchase-register',
    permission: 'purchase_register_read',
    available: true,
    icon: MenuBookIcon,
  },
  personalData: {
    path: '/personal-data',
    permission: 'personal_data_requests',
    available: true,
    icon: PrivacyTipIcon,
  },
  searchPayment: { path: '/searchPayment', permission: 'payment_search', available: true, icon: SearchIcon },
} satisfies Record<string, Screen>

export type ScreenKey = keyof typeof SCREEN_DEFINITIONS

export const SCREENS: Record<ScreenKey, Screen> = SCREEN_DEFINITIONS
