/** An entry as `GET /api/purchase-register` answers it: an erased seller has null fields and `erased`. */
export interface RegisterEntry {
  id: number
  number: number
  kind: 'purchase' | 'cancellation' | 'price_change'
  corrects: { id: number; number: number | null } | null
  recordedAt: string
  store: { id: number | null; name: string | null; register: string }
  object: {
    category: string | null
    brand: string | null
    model: string | null
    serialNumber: string | null
    imei: string | null
  }
  price: number
  currency: string
  paymentType: string | null
  seller: {
    firstname: string | null
    lastname: string | null
    address: string | null
    email: string | null
    identityType: string | null
    identityNumber: string | null
    identityAuthority: string | null
    identityDeliveryDate: string | null
    erased: boolean
  }
}

export const T = 'resources.purchase-register'
