/** Select choices whose names are translation keys under `prefix`. */
export const choicesOf = (values: readonly string[], prefix: string) =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }))
