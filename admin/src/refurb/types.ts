import { HttpError } from 'react-admin'

/** What the refurb diagnosis and the item refurb steps exchange with the API (/work/refurb-contract.md; calls in providers/methods/refurb.ts). Amounts in cents. */

export interface ItemSummary {
  itemId: number
  identificationNumber: string
  buybackId: number
  buybackIdentificationNumber: string | null
  status: string
  name: string | null
  brand: string | null
}

export interface Stock {
  id: number
  name: string
  nativeKind: string | null
}

export interface DiagnosisQuestion {
  id: number
  title: string
  description: string | null
  type: 'unique' | 'multiple'
  answers: { id: number; name: string; stepIds: number[] }[]
}

export interface CostedStep {
  id: number
  name: string
  description: string | null
  dataErasure: boolean
  cost: number
  suggested: boolean
  /** A data-erasure step of a category that requires one: the plan holds one of them. */
  required: boolean
}

export interface DiagnosisForm {
  item: {
    id: number
    identificationNumber: string
    status: string
    version: number
    name: string | null
    brand: string | null
    purchasingPrice: number | null
  }
  buyback: { id: number; identificationNumber: string }
  workshop: { id: number; name: string }
  questions: DiagnosisQuestion[]
  warehouseTest: boolean
  steps: CostedStep[]
  /** The item's category requires its data erased: its label, to say so. */
  erasureRequired: { category: string } | null
  suggestedStepIds: number[]
  stocks: Stock[]
  defaultStockId: number | null
}

export interface RefurbItem {
  id: number
  identificationNumber: string
  buybackIdentificationNumber: string
  status: string
  version: number
  name: string | null
  brand: string | null
  stock: Stock | null
  purchasingPrice: number | null
  totalPlannedCost: number
  completedStepCost: number
  remainingCost: number
}

export type StepAction = 'start' | 'pause' | 'resume' | 'complete' | 'cancel'
export type StepStatus = 'to_do' | 'in_progress' | 'paused' | 'cancelled' | 'completed'

export interface ItemRefurbStep {
  id: number
  itemId: number
  refurbStepId: number
  name: string
  description: string | null
  dataErasure: boolean
  status: StepStatus
  version: number
  cost: number
  stock: { id: number; name: string } | null
  user: { id: number; name: string } | null
  comment: string | null
  cancelReason: string | null
  erasureMethod: string | null
  erasureTool: string | null
  erasureReference: string | null
  startedAt: string | null
  completedAt: string | null
  updatedAt: string | null
  actions: StepAction[]
  /** A data-erasure step of a category that requires one. */
  required: boolean
  /** Cancelled: it may be planned again, as a new step. */
  replannable: boolean
  /** Cancelling it leaves the plan without the erasure its category requires. */
  cancelLeavesErasureOut: boolean
}

/** A step of the workshop's catalogue that may be added to the item. */
export interface PlannableStep {
  id: number
  name: string
  cost: number
  dataErasure: boolean
  required: boolean
}

/** What "validate all" waits for: the steps not finished, the erasure the category requires. */
export interface MissingForValidation {
  steps: { id: number; name: string; status: StepStatus; dataErasure: boolean }[]
  erasure: { category: string; plannable: { id: number; name: string }[] } | null
}

export interface ItemSteps {
  item: RefurbItem
  steps: ItemRefurbStep[]
  canValidate: boolean
  missing: MissingForValidation
  erasureRequired: { category: string } | null
  plannable: PlannableStep[]
  stocks: Stock[]
  erasureMethods: string[]
}

export interface StepHistoryEntry {
  id: number
  action: 'planned' | StepAction
  from: string | null
  to: string
  user: { id: number; name: string } | null
  stock: { id: number; name: string } | null
  comment: string | null
  /** On a data-erasure step's completion: how, with what and the certificate. */
  erasure: { method: string; tool: string | null; reference: string | null } | null
  at: string
}

export interface StepDetails extends ItemRefurbStep {
  item: RefurbItem
  stocks: Stock[]
  erasureMethods: string[]
  history: StepHistoryEntry[]
}

export interface DiagnosisBody {
  version: number
  answers: number[]
  steps: number[]
  stockId: number
}

export interface StepActionBody {
  version: number
  stockId?: number
  comment?: string | null
  reason?: string
  erasure?: { method: string; tool: string; reference: string }
}

/** A refused call as the screens show it: the server's translated message, its code and field messages. */
export interface Refusal {
  status: number
  code: string | null
  /** The server's message, or a translation key when it gave none (network, server failure). */
  message: string
  fields: Record<string, string>
  /** `refurb_several_items`: the items to choose from. */
  items: ItemSummary[]
  /** "Validate all" refused: what it waits for. */
  missing: MissingForValidation | null
}

export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof HttpError)) {
    return { status: 0, code: null, message: 'refurb.errors.generic', fields: {}, items: [], missing: null }
  }
  const body = (error.body ?? {}) as {
    code?: string
    errors?: unknown
    items?: ItemSummary[]
    missing?: MissingForValidation
  }
  const fields = body.errors && !Array.isArray(body.errors) ? (body.errors as Record<string, string>) : {}
  const message =
    error.message && error.message !== 'ra.message.invalid_form'
      ? error.message
      : (Object.values(fields)[0] ?? 'refurb.errors.generic')
  return {
    status: error.status,
    code: body.code ?? null,
    message,
    fields,
    items: body.items ?? [],
    missing: body.missing ?? null,
  }
}
