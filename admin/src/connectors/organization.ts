import { getSession } from '../providers/session'

/** The organisation of a route, when it names one; `account` stands for the caller's own account. */
export const organizationOf = (value: string | undefined) =>
  value && /^\d+$/.test(value) ? Number(value) : undefined

/** Where the connectors of the caller's organisation are listed (the menu's entry). */
export const ownConnectorsPath = () =>
  `/connectors/${getSession()?.currentOrganization?.id ?? 'account'}/connectors`
