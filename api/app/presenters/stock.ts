import { presentStock } from '#services/stock_figures'
import { withAccountNames } from '#services/account_names'

export { presentStock }

/** The rows of a list, each with its account's name. */
export const presentStocks = (stocks: Parameters<typeof presentStock>[0][]) =>
  withAccountNames(stocks.map(presentStock))
