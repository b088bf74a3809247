import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import { LANGUAGES } from '#services/localized_text'
import { normaliseHeader, type ColumnSpec } from '#services/catalogue_imports/columns'

/**
 * What a person reads of the catalogue's CSV columns (resources/lang/<lang>/imports.json): the readable
 * header of a column in a language ("Rachat grade A (€)"), the description the template gives of it (what
 * it holds, its unit, its values, whether it is required), and the header lookup of the import, which knows
 * every column by its technical name and by its readable header in each of the four languages.
 */
export const columnTitle = (spec: ColumnSpec, i18n: I18n) =>
  i18n.t(`imports.columns.${spec.title}`, { lang: spec.lang ?? '' }, spec.name)

/** The description of a column for the template: kind and unit, values, required, then a note. */
export function columnHelp(spec: ColumnSpec, dataType: string, i18n: I18n) {
  const kind = i18n.t(`imports.kinds.${spec.kind}`)
  const unit = spec.unit && spec.kind !== 'euros' ? ` ${i18n.t(`imports.units.${spec.unit}`)}` : ''
  const noteKey = [`${dataType}_${spec.name}`, spec.name].find((key) =>
    i18n.hasMessage(`imports.notes.${key}`)
  )
  return {
    column: columnTitle(spec, i18n),
    name: spec.name,
    required: spec.required ?? 'never',
    requiredText: i18n.t(`imports.required.${spec.required ?? 'never'}`),
    format: `${kind}${unit}`,
    values: spec.values ? i18n.t('imports.values', { values: spec.values.join(', ') }) : null,
    note: noteKey ? i18n.t(`imports.notes.${noteKey}`) : null,
  }
}

/** One lookup per column list: normalised header → column, for the technical and the readable headers. */
const lookups = new WeakMap<ColumnSpec[], Map<string, ColumnSpec>>()
export function headerLookup(columns: ColumnSpec[]) {
  let lookup = lookups.get(columns)
  if (!lookup) {
    lookup = new Map()
    for (const spec of columns) lookup.set(normaliseHeader(spec.name), spec)
    for (const lang of LANGUAGES) {
      const i18n = i18nManager.locale(lang)
      for (const spec of columns) {
        const name = normaliseHeader(columnTitle(spec, i18n))
        if (!lookup.has(name)) lookup.set(name, spec)
      }
    }
    lookups.set(columns, lookup)
  }
  return lookup
}
