import jsonServerProvider from 'ra-data-json-server'
import { API_URL, httpClient } from './httpClient'

/**
 * The API speaks the ra-data-json-server dialect (_start, _end, _sort, _order, field filters, q and
 * X-Total-Count). Custom methods for wizards are added here, one typed method per server action.
 */
export const dataProvider = jsonServerProvider(API_URL, httpClient)
