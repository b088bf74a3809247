import { SUBJECTS, type StatusOf, type Subject } from '#domain/statuses'
import { EVENTS, TRANSITIONS, type EventName, type Transition } from '#domain/transitions'

export type ActorKind = 'user' | 'customer' | 'system'

/** One history row; the caller adds who, when and the comment, and writes the rows in one transaction. */
export type HistoryRow = {
  [S in Subject]: { subject: S; event: EventName; from: StatusOf[S] | null; to: StatusOf[S] }
}[Subject]

/** Current status of each subject the event concerns; `null` for one being created. */
export type CurrentStatuses = { [S in Subject]?: StatusOf[S] | null }

/** Any transition outside the table. The API answers 409 `{ code: "transition_not_allowed" }`. */
export class TransitionNotAllowed extends Error {
  readonly code = 'transition_not_allowed'

  constructor(
    readonly subject: Subject,
    readonly event: string,
    readonly from: string | null | undefined
  ) {
    super(
      `Event "${event}" cannot move the ${subject} from ${from === undefined ? 'an unknown status' : from}`
    )
    this.name = 'TransitionNotAllowed'
  }
}

const key = (subject: Subject, event: string, from: string | null) => `${subject}:${event}:${from}`
const BY_KEY = new Map<string, Transition>(
  TRANSITIONS.map((row) => [key(row.subject, row.event, row.from), row])
)

/** The status `event` moves the subject to from `from` (null = creation), or TransitionNotAllowed. */
export function nextStatus<S extends Subject>(subject: S, event: EventName, from: StatusOf[S] | null) {
  const row = BY_KEY.get(key(subject, event, from))
  if (!row) throw new TransitionNotAllowed(subject, event, from)
  return row.to as StatusOf[S]
}

/** The events that may move the subject from this status (null = the events that create one). */
export function allowedEvents<S extends Subject>(subject: S, from: StatusOf[S] | null): EventName[] {
  return TRANSITIONS.filter((row) => row.subject === subject && row.from === from).map((row) => row.event)
}

/**
 * Whether this actor may fire the event. A user needs one of the permissions the event names; the customer
 * and the system only fire the events that name them.
 */
export function canFire(event: EventName, actorPermissions: ReadonlySet<string>, actorKind: ActorKind) {
  const firedBy: readonly string[] = EVENTS[event].firedBy
  if (actorKind !== 'user') return firedBy.includes(actorKind)
  return firedBy.some((actor) => actor !== 'customer' && actor !== 'system' && actorPermissions.has(actor))
}

/** The subjects the event moves (or records), in the order buy-back, item, payment. */
export function subjectsOf(event: EventName): Subject[] {
  return SUBJECTS.filter((subject) => subject in EVENTS[event])
}

/**
 * The history rows of one firing, for every subject the event concerns: a buy-back and its item move
 * together. Statuses given for subjects the event leaves alone are ignored; a concerned subject whose status
 * is missing (undefined) or not a source of the event refuses the whole firing.
 */
export function planTransition(event: EventName, current: CurrentStatuses): HistoryRow[] {
  return subjectsOf(event).map(<S extends Subject>(subject: S) => {
    const from = current[subject] as StatusOf[S] | null | undefined
    if (from === undefined) throw new TransitionNotAllowed(subject, event, from)
    return { subject, event, from, to: nextStatus(subject, event, from) } as HistoryRow
  })
}

/**
 * Whether the subjects' statuses let the event fire, whoever asks: what a list asks of each row before the
 * record's policy says who may act (app/policies).
 */
export function stateAllows(event: EventName, current: CurrentStatuses) {
  try {
    planTransition(event, current)
    return true
  } catch (error) {
    if (error instanceof TransitionNotAllowed) return false
    throw error
  }
}

/** Whether the event may move these subjects now, for this actor: what an action button asks first. */
export function mayFire(
  event: EventName,
  current: CurrentStatuses,
  actorPermissions: ReadonlySet<string>,
  actorKind: ActorKind = 'user'
) {
  return canFire(event, actorPermissions, actorKind) && stateAllows(event, current)
}
