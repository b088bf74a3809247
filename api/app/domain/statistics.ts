/**
 * The figures of the statistics dashboard (part 1 §2 "Statistics") as `GET /api/dashboard-data` sends them,
 * computed by services/statistics/figures.ts and read by the back office. Amounts in cents.
 */
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

export interface Figures {
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

/** One week's figures: stored snapshots, or the week of today counted when asked (`inProgress`). */
export interface DashboardData extends Figures {
  week: string
  from: string
  to: string
  computedAt: string | null
  inProgress?: boolean
}
