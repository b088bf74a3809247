/** `GET /api/dashboard-data` (api/app/services/statistics/figures.ts). Amounts in cents. */
export interface Count {
  key: string
  label?: string
  count: number
}

export interface Duration {
  count: number
  medianHours: number | null
  averageHours: number | null
}

export interface Accuracy {
  id: number | null
  name: string | null
  count: number
  exact: number
  worse: number
  better: number
  exactRate: number
}

export interface DashboardData {
  week: string
  from: string
  to: string
  computedAt: string | null
  /** The week of today, counted when asked (no snapshot before its end). */
  inProgress?: boolean
  buybacks: number
  byChannel: Count[]
  byStatusGroup: Count[]
  byCategory: Count[]
  byGrade: Count[]
  amounts: { declared: number; validated: number; paid: number }
  litigation: {
    verified: number
    proposals: number
    rate: number
    accepted: number
    declined: number
    pending: number
  }
  times: { checkIn: Duration; verification: Duration; payment: Duration }
  gradingAccuracy: { stores: Accuracy[]; sellers: Accuracy[] }
}
