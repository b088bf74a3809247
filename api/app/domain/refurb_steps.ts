import type { Permission } from '#permissions/names'

/**
 * Part 1 §4 "Item refurb step statuses" as data, in the form of the status machine (#domain/transitions):
 * the one table of what each action does to a step an item goes through. Anything it does not list is
 * refused (409 `refurb_step_action_not_allowed`); completed and cancelled are final.
 */
export const ITEM_REFURB_STEP_STATUSES = ['to_do', 'in_progress', 'paused', 'cancelled', 'completed'] as const
export type ItemRefurbStepStatus = (typeof ITEM_REFURB_STEP_STATUSES)[number]

/** The status a step is planned in by the diagnosis (its history row's action is `planned`). */
export const PLANNED_STEP_STATUS: ItemRefurbStepStatus = 'to_do'

/**
 * Planning a step, the table's one creation: the diagnosis plans the steps chosen; while the item is being
 * refurbished an operator adds one, or plans a cancelled one again. Either is a new step, to do: a
 * cancelled step stays cancelled, its history kept.
 */
export const PLAN_STEP = {
  from: [null],
  to: PLANNED_STEP_STATUS,
  firedBy: ['refurb_diagnostic_write', 'refurb_write'],
} as const satisfies { from: readonly null[]; to: ItemRefurbStepStatus; firedBy: readonly Permission[] }

/** The statuses of a step whose refurb step may be planned again: only a cancelled one. */
export const REPLANNABLE_STEP_STATUSES: readonly ItemRefurbStepStatus[] = ['cancelled']

interface StepAction {
  from: readonly ItemRefurbStepStatus[]
  to: ItemRefurbStepStatus
  firedBy: readonly Permission[]
}

export const STEP_ACTIONS = {
  /** Asks the operator to confirm the item's stock. */
  start: { from: ['to_do'], to: 'in_progress', firedBy: ['refurb_write'] },
  pause: { from: ['in_progress'], to: 'paused', firedBy: ['refurb_write'] },
  resume: { from: ['paused'], to: 'in_progress', firedBy: ['refurb_write'] },
  /** An optional comment and the stock the item goes to; a data-erasure step also its method and proof. */
  complete: { from: ['in_progress'], to: 'completed', firedBy: ['refurb_write'] },
  /** A reason is required. */
  cancel: { from: ['to_do', 'in_progress', 'paused'], to: 'cancelled', firedBy: ['refurb_write'] },
} as const satisfies Record<string, StepAction>

export type StepActionName = keyof typeof STEP_ACTIONS
export const STEP_ACTION_NAMES = Object.keys(STEP_ACTIONS) as StepActionName[]

/** Statuses from which no action moves a step: "validate all" waits for every step to reach one. */
export const FINAL_STEP_STATUSES = ITEM_REFURB_STEP_STATUSES.filter((status) =>
  STEP_ACTION_NAMES.every((action) => !stepActionAllowed(action, status))
)

/** The status the action moves a step to from `from`, or null when the table does not list the move. */
export function nextStepStatus(action: StepActionName, from: string): ItemRefurbStepStatus | null {
  const definition: StepAction = STEP_ACTIONS[action]
  return (definition.from as readonly string[]).includes(from) ? definition.to : null
}

export function stepActionAllowed(action: StepActionName, from: string) {
  return nextStepStatus(action, from) !== null
}

/** Whether a user holding these permissions may take the action at all. */
export function canActOnStep(action: StepActionName, permissions: ReadonlySet<string>) {
  return STEP_ACTIONS[action].firedBy.some((permission) => permissions.has(permission))
}

/** The actions the step's status allows to a user with these permissions: the buttons a screen shows. */
export function allowedStepActions(status: string, permissions: ReadonlySet<string>) {
  return STEP_ACTION_NAMES.filter(
    (action) => stepActionAllowed(action, status) && canActOnStep(action, permissions)
  )
}

/** "Validate all": each step completed or cancelled (an item diagnosed with no step validates at once). */
export function allStepsFinished(statuses: readonly string[]) {
  return statuses.every((status) => (FINAL_STEP_STATUSES as readonly string[]).includes(status))
}

interface PlannedStep {
  dataErasure: boolean
  status: string
}

/**
 * The data erasure a category requires: its items' plan holds a data-erasure step that is not
 * cancelled; "validate all" waits for one completed. Null when nothing is missing, else what is.
 */
export function erasureMissing(
  required: boolean,
  steps: readonly PlannedStep[],
  purpose: 'plan' | 'validate'
) {
  if (!required) return null
  const erasures = steps.filter((step) => step.dataErasure)
  if (purpose === 'validate' && erasures.some((step) => step.status === 'completed')) return null
  if (purpose === 'plan' && erasures.some((step) => step.status !== 'cancelled')) return null
  return erasures.some((step) => step.status !== 'cancelled') ? 'not_completed' : 'not_planned'
}

/**
 * Whether cancelling this step leaves out the erasure the category requires: the one erasure step of the
 * plan still to be done. The cancellation then says that another one must be planned.
 */
export function cancelLeavesErasureOut(
  required: boolean,
  step: PlannedStep & { id: number },
  steps: readonly (PlannedStep & { id: number })[]
) {
  if (!required || !step.dataErasure) return false
  return !steps.some((other) => other.id !== step.id && other.dataErasure && other.status !== 'cancelled')
}

/** How a data-erasure step erased the device, a fixed list (NIST SP 800-88 and vendors). */
export const ERASURE_METHODS = [
  'nist_800_88_clear',
  'nist_800_88_purge',
  'cryptographic_erase',
  'vendor_reset',
] as const
export type ErasureMethod = (typeof ERASURE_METHODS)[number]
