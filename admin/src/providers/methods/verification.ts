import type {
  Lookup,
  Photo,
  Preview,
  ProductDiagnostic,
  ProductSummary,
  VerificationBody,
  VerificationForm,
  VerificationResult,
  WebFile,
} from '../../verification/types'
import { API_URL } from '../httpClient'
import { authHeaders, getJson, segment, sendForm, sendJson } from '../request'

// `silent`: every refusal here is the screen's to show beside its field, not an error modal's.
const get = <T>(path: string) => getJson<T>(path, { silent: true })
const send = <T>(path: string, body: unknown) => sendJson<T>(path, body, { silent: true })

/** The verification wizard's and the web file check's calls. */
export const verificationMethods = {
  lookupCode: (value: string) => get<Lookup>(`/verifications/lookup/${segment(value)}`),

  loadVerificationForm: (itemId: string) => get<VerificationForm>(`/items/${segment(itemId)}/verification`),

  loadVerificationProduct: (itemId: string, productId: string) =>
    get<ProductDiagnostic>(`/items/${segment(itemId)}/verification/product?productId=${segment(productId)}`),

  searchVerificationProducts: (itemId: string, query: string) =>
    get<ProductSummary[]>(`/items/${segment(itemId)}/verification/products?q=${segment(query)}`),

  previewVerification: (itemId: string, body: { productId: string; answers: number[] }) =>
    send<Preview>(`/items/${segment(itemId)}/verification/preview`, body),

  /** The verification's one write: at the workshop, or a web file received and verified at once. */
  verify: (itemId: string, body: VerificationBody, webFile: boolean) =>
    send<VerificationResult>(
      webFile ? `/warehouse/web-files/${segment(itemId)}` : `/items/${segment(itemId)}/verification`,
      body
    ),

  /** The item's buy-back payment as it is now (the confirmation follows it while its job takes it on). */
  paymentNow: (itemId: string | number) =>
    get<{ payment: { status: string; amount: number } | null }>(
      `/items/${segment(itemId)}/verification/payment`
    ),

  findWebFile: (value: string) => get<WebFile>(`/warehouse/web-files/${segment(value)}`),

  uploadPhoto: (itemId: string, file: File) => {
    const form = new FormData()
    form.append('photo', file)
    return sendForm<Photo>(`/items/${segment(itemId)}/photos`, form, { silent: true })
  },

  deletePhoto: async (itemId: string, photoId: number) => {
    await sendJson(`/items/${segment(itemId)}/photos/${photoId}`, undefined, {
      method: 'DELETE',
      silent: true,
    })
  },

  /**
   * `HEAD …/is-verifiable` of a buy-back number: null when it may be verified, else the catalogue code the
   * server gives in `X-Reason` (a HEAD answer has no body). A network failure reads as "unknown".
   */
  verifiableRefusal: async (number: string): Promise<string | null> => {
    try {
      const response = await fetch(
        `${API_URL}/buybacks/by-identification-number/${segment(number)}/is-verifiable`,
        {
          method: 'HEAD',
          headers: authHeaders(),
        }
      )
      if (response.ok) return null
      return response.headers.get('X-Reason') ?? 'verification_code_unknown'
    } catch {
      return 'verification_code_unknown'
    }
  },
}
