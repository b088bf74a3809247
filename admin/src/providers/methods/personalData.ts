import type { ErasureAnswer, PersonalData } from '../../personalData/types'
import { download, getJson, sendJson } from '../request'

const query = (email: string) => `email=${encodeURIComponent(email)}`

/**
 * A person's requests about their data: what is held on them (JSON, or the API's CSV) and its erasure. The
 * screen shows a refusal itself (an address nobody holds), so no error modal opens for it.
 */
export const personalDataMethods = {
  personalData: (email: string) => getJson<PersonalData>(`/personal-data?${query(email)}`, { silent: true }),

  downloadPersonalDataCsv: (email: string) =>
    download(`/personal-data?${query(email)}&format=csv`, 'personal-data.csv'),

  erasePersonalData: (email: string) =>
    sendJson<ErasureAnswer>('/personal-data/erase', { email }, { silent: true }),
}
