import { maxLength, minLength, required } from 'react-admin'

/** Choices shared by the circuit and dispatch circuit rule forms (part 1 §3 "Circuit (path)"). */
export const INSTRUCTION_TYPES = [
  'agenda',
  'close',
  'deliver',
  'insert',
  'join',
  'mailbox',
  'none',
  'post',
  'print',
  'protect',
  'sign',
]
export const COUNTRIES = ['FR', 'BE', 'LU', 'NL', 'DE', 'CH', 'GB', 'ES', 'IT']
export const choices = (values: string[], prefix: string) =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }))

export const noMarkup = (value?: string) =>
  value && /[<>]/.test(value) ? 'resources.circuits.validation.no_markup' : undefined
export const atMostSix = (value?: unknown[]) =>
  value && value.length > 6 ? 'resources.circuits.validation.six_instructions' : undefined
/** An instruction or a packing step: 1 to 150 characters. */
export const labelValidators = [required(), minLength(1), maxLength(150)]
