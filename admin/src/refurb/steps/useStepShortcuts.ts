import { useEffect, useRef } from 'react'
import type { ItemRefurbStep, StepAction } from '../types'

/** The bench's keys, the same in every language (the hint line under the steps names them). */
export const SHORTCUT_KEYS = { advance: 'n', pause: 'p' } as const

/** What "advance" does to a step: the one click that moves it on (start, finish or resume). */
export function advanceAction(step: ItemRefurbStep): StepAction | null {
  const order: StepAction[] = ['complete', 'resume', 'start']
  return order.find((action) => step.actions.includes(action)) ?? null
}

/**
 * The step the keys act on: the one in progress, else the paused one, else the first to do. One at a time,
 * so that a key never moves two steps.
 */
export function shortcutTarget(steps: ItemRefurbStep[]) {
  for (const status of ['in_progress', 'paused', 'to_do']) {
    const step = steps.find((one) => one.status === status && one.actions.length > 0)
    if (step) return step.id
  }
  return null
}

/** A key typed in a field, a dialog or with a modifier is the field's, not the bench's. */
function typedElsewhere(event: KeyboardEvent) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return true
  const target = event.target as HTMLElement | null
  if (!target) return false
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return true
  return document.querySelector('[role="dialog"]') !== null
}

/** Listens to the bench's keys while `enabled`, and hands the action the key asks for. */
export function useStepShortcuts(enabled: boolean, onKey: (key: keyof typeof SHORTCUT_KEYS) => void) {
  const latest = useRef(onKey)
  useEffect(() => {
    latest.current = onKey
  })
  useEffect(() => {
    if (!enabled) return
    const listener = (event: KeyboardEvent) => {
      if (typedElsewhere(event)) return
      const key = event.key.toLowerCase()
      const name = (Object.keys(SHORTCUT_KEYS) as (keyof typeof SHORTCUT_KEYS)[]).find(
        (one) => SHORTCUT_KEYS[one] === key
      )
      if (!name) return
      event.preventDefault()
      latest.current(name)
    }
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [enabled])
}
