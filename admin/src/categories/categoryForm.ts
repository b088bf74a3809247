import { maxLength, minLength, minValue, regex, required, type RaRecord, type Validator } from 'react-admin'

/** Bounds of part 2 §5 "Category"; the server (api/app/validators/category.ts) enforces the same. */
export const IDENTIFIER_PATTERN = /^[a-z0-9_-]+$/
export const CHILDREN_DESCRIPTION_MAX = 255

const integer = (): Validator => (value?: number | string | null) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value))
    ? undefined
    : 'resources.categories.validation.integer'

const noMarkup = (value?: string | null) =>
  value && /[<>]/.test(value) ? 'resources.categories.validation.no_markup' : undefined

export const validators = {
  label: [required(), minLength(2), maxLength(255)],
  identifier: [
    required(),
    minLength(2),
    maxLength(255),
    regex(IDENTIFIER_PATTERN, 'resources.categories.validation.identifier'),
  ],
  required: [required()],
  dimension: [integer(), minValue(0)],
  weight: [required(), integer(), minValue(1)],
  maxWeight: [integer(), minValue(1)],
  text: [maxLength(255)],
  childrenDescription: [maxLength(CHILDREN_DESCRIPTION_MAX), noMarkup],
}

export const ABSORPTION_TYPES = ['none', 'value', 'percentage_declared', 'percentage_controlled'] as const
export const STATUS_CHOICES = [
  { id: 'active', name: 'resources.categories.status.active' },
  { id: 'inactive', name: 'resources.categories.status.inactive' },
]

/** An absorption by value is typed in euros and sent in cents; a percentage is sent as typed. */
export const absorptionFormat = (type: string | undefined) => (value: number | null) =>
  value === null || value === undefined ? '' : type === 'value' ? value / 100 : value
export const absorptionParse = (type: string | undefined) => (value: string) =>
  value === '' || value === null ? null : type === 'value' ? Math.round(Number(value) * 100) : Number(value)

/** The edit form sends back the record; only the fields of the form matter to the API. */
const READ_ONLY = ['circuits', 'questionCount', 'hasChildren', 'position']
export function toCategoryBody(data: RaRecord) {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !READ_ONLY.includes(key))) as RaRecord
}

export const categoryRepresentation = (record: RaRecord) => String(record.label ?? '')
