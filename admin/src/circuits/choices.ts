import { maxLength, minLength, required } from 'react-admin'
import { BOUNDS } from '@domain/bounds'

/** Choices shared by the circuit and dispatch circuit rule forms (part 1 §3 "Circuit (path)"). */
export { INSTRUCTION_TYPES } from '@domain/circuits'
export { choicesOf as choices } from '../lib/choices'
export const COUNTRIES = ['FR', 'BE', 'LU', 'NL', 'DE', 'CH', 'GB', 'ES', 'IT']

const { count, min, max } = BOUNDS.circuitInstructions

export const noMarkup = (value?: string) =>
  value && /[<>]/.test(value) ? 'resources.circuits.validation.no_markup' : undefined
export const atMostSix = (value?: unknown[]) =>
  value && value.length > count ? 'resources.circuits.validation.six_instructions' : undefined
/** An instruction or a packing step: 1 to 150 characters. */
export const labelValidators = [required(), minLength(min), maxLength(max)]
