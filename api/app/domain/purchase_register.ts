/**
 * The columns of the purchase register (migration 0135): the seller's, which the retention job empties once
 * the register's own legal period has passed, and the others, which never change. The table's update trigger
 * is built from both lists.
 */
export const SELLER_COLUMNS = [
  'seller_firstname',
  'seller_lastname',
  'seller_address',
  'seller_email',
  'identity_type',
  'identity_number',
  'identity_authority',
  'identity_delivery_date',
] as const

export const KEPT_COLUMNS = [
  'id',
  'account_id',
  'register_key',
  'organization_id',
  'number',
  'kind',
  'corrects_entry_id',
  'buyback_id',
  'recorded_at',
  'category',
  'brand',
  'model',
  'serial_number',
  'imei',
  'price',
  'currency',
  'payment_type',
  'created_at',
] as const
