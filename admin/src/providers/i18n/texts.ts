/**
 * The shape of a screen's texts, from its French reference: every language file of the screen is typed
 * with it, so that `tsc` refuses a key missing from one language or present only in another.
 */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> }
