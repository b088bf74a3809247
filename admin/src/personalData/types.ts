import type { RegisterEntry } from '../purchaseRegister/types'

/** `GET /api/personal-data?email=`: everything held on a person (api/app/services/personal_data/person.ts). */
export interface PersonalData {
  email: string
  customers: {
    id: number
    accountId: number
    firstname: string | null
    lastname: string | null
    email: string | null
    phone: string | null
    street: string | null
    streetComplement: string | null
    zipCode: string | null
    city: string | null
    country: string | null
    language: string | null
    iban: string | null
    identityType: string | null
    identityNumber: string | null
    identityAuthority: string | null
    identityDeliveryDate: string | null
    identityErasedAt: string | null
    contactErasedAt: string | null
    createdAt: string
  }[]
  buybacks: {
    id: number
    identificationNumber: string | null
    status: string
    channel: string
    store: { id: number; name: string | null } | null
    imei: string | null
    serialNumber: string | null
    declaredPrice: number | null
    validatedPrice: number | null
    createdAt: string
  }[]
  payments: {
    id: number
    buybackId: number
    status: string
    amount: number | null
    iban: string | null
    ibanHolder: string | null
    bankErasedAt: string | null
  }[]
  emails: { kind: string; sentAt: string }[]
  registerEntries: RegisterEntry[]
}

/** `POST /api/personal-data/erase`: what was erased, and what is kept, until when and why. */
export interface ErasureAnswer {
  erased: { customers: number; payments: number }
  kept: { kind: string; count: number; until: string | null; reason: string }[]
}

export const T = 'personalData'

/** The API's refusal of an address it holds nothing on. */
export const isNotFound = (error: unknown) =>
  (error as { status?: number; body?: { code?: string } } | null)?.body?.code === 'personal_data_not_found'
