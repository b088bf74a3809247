import type { CheckinBuyback, CheckinDone, CheckinPreview } from '../../checkin/types'
import { getJson, segment, sendJson } from '../request'

// `silent`: a refusal is the screen's to show beside the scan field, not an error modal's.
export const checkinMethods = {
  previewCheckin: (code: string) =>
    getJson<CheckinPreview>(`/warehouse/checkins/${segment(code)}`, { silent: true }),

  checkIn: (code: string) => sendJson<CheckinDone>('/warehouse/checkins', { code }, { silent: true }),

  buybackByNumber: (number: string) =>
    getJson<CheckinBuyback>(`/buybacks/by-identification-number/${segment(number)}`, { silent: true }),
}
