import type { I18n } from '@adonisjs/i18n'
import { csvText, csvStyleOf } from '#services/csv/writer'
import type { PersonalData } from '#services/personal_data/person'

const SECTIONS = ['customers', 'buybacks', 'payments', 'emails', 'registerEntries'] as const

/** Nested values (an entry's object, its seller) as `object.brand`, `seller.lastname`. */
function flatten(record: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(record).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? flatten(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value === null || value === undefined ? '' : String(value)] as [string, string]]
  )
}

/**
 * A person's data as CSV, through the one writer: one line per field held, `section;record;field;value`,
 * the headers in the caller's language.
 */
export function personalDataCsv(data: PersonalData, i18n: I18n) {
  const rows = SECTIONS.flatMap((section) =>
    (data[section] as Record<string, unknown>[]).flatMap((record, index) =>
      flatten(record).map(([field, value]) => [
        i18n.t(`personal_data.sections.${section}`),
        index + 1,
        field,
        value,
      ])
    )
  )
  const header = ['section', 'record', 'field', 'value'].map((column) =>
    i18n.t(`personal_data.columns.${column}`)
  )
  return csvText({ header, style: csvStyleOf(i18n.locale) }, rows)
}
