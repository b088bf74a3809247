/** The types of a circuit's instructions (part 1 §3 "Circuit (path)"), printed on the transfer order. */
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
] as const
export type InstructionType = (typeof INSTRUCTION_TYPES)[number]
