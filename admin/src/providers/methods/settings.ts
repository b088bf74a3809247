import { accountQuery } from '../clientContext'
import type { Identifier } from 'react-admin'
import type { SftpAccess } from '../../sftp/types'
import type { DashboardData } from '@domain/statistics'
import { getJson, segment, sendForm, sendJson } from '../request'

/** One file in a multipart body under `name`. */
const formWith = (name: string, file: File) => {
  const form = new FormData()
  form.append(name, file)
  return form
}

/**
 * The settings screens' calls (design, legal documents, home page and product images, users import, SSO,
 * SFTP, linked buyers) and the statistics dashboard's. Shapes a screen defines itself come as `T`.
 */
export const settingsMethods = {
  /** A logo or favicon sent (POST) or removed (DELETE): the account's design as it is now. */
  changeDesign: <T>(kind: string, file?: File) =>
    file
      ? sendForm<T>(`/settings/design/${kind}${accountQuery()}`, formWith('file', file))
      : sendJson<T>(`/settings/design/${kind}${accountQuery()}`, undefined, { method: 'DELETE' }),

  /** A legal document sent (POST) or removed (DELETE): the settings as they are now. */
  changeLegalDocument: <T>(kind: string, file?: File) =>
    file
      ? sendForm<T>(`/settings/legal-documents/${kind}${accountQuery()}`, formWith('file', file))
      : sendJson<T>(`/settings/legal-documents/${kind}${accountQuery()}`, undefined, { method: 'DELETE' }),

  /** An image for the storefront's home page; its URL then goes in the settings. */
  uploadHomeImage: (file: File) =>
    sendForm<{ url: string }>('/settings/home/images', formWith('image', file)),

  /** A product's image; its URL then goes in the product's body. */
  uploadProductImage: (file: File) => sendForm<{ url: string }>('/products/images', formWith('file', file)),

  /** The product form's choices: visible categories in tree order, refurb questions. */
  productOptions: <T>(kind: 'categories' | 'refurb-questions') =>
    getJson<T[]>(`/products/${kind}${accountQuery()}`),

  /** Users created or updated from a CSV file: the report of each line. */
  importUsers: <T>(file: File) => sendForm<T>('/users/import', formWith('file', file)),

  ssoConfiguration: <T>(organizationId: string) =>
    getJson<T>(`/sso-configurations/${segment(organizationId)}`),

  saveSsoConfiguration: <T>(organizationId: string, body: Record<string, unknown>) =>
    sendJson<T>(`/sso-configurations/${segment(organizationId)}`, body, { method: 'PUT', silent: true }),

  /** Asks the identity provider's discovery document: the issuer it answers for. */
  testSsoConfiguration: (organizationId: string) =>
    sendJson<{ issuer: string }>(`/sso-configurations/${segment(organizationId)}/test`, undefined, {
      silent: true,
    }),

  /** The SFTP access of the caller's account, or of a client's when an organisation is named. */
  sftpAccess: (organizationId?: string) =>
    getJson<SftpAccess>(`/sftp-access${organizationId ? `?organizationId=${segment(organizationId)}` : ''}`, {
      silent: true,
    }),

  changeSftpAccess: (action: 'activate' | 'deactivate', organizationId?: string) =>
    sendJson<SftpAccess>(`/sftp-access/${action}`, organizationId ? { organizationId } : {}),

  /** The client's administrator, of the client's own account: 201 with the user, 422 with field errors. */
  createClientAdmin: (accountId: Identifier, body: Record<string, unknown>) =>
    sendJson<{ id: number }>(`/clients/${segment(accountId)}/admins`, body),

  linkedBuyers: <T>(accountId: Identifier) => getJson<T>(`/clients/${segment(accountId)}/linked-buyers`),

  saveLinkedBuyers: <T>(accountId: Identifier, buyerAccountIds: number[]) =>
    sendJson<T>(`/clients/${segment(accountId)}/linked-buyers`, { buyerAccountIds }, { method: 'PUT' }),

  dashboardData: (week: string) =>
    getJson<DashboardData>(`/dashboard-data?week=${segment(week)}`, { silent: true }),

  /** Computes the week's snapshot again (administrators). */
  refreshDashboardData: (week: string) => sendJson<DashboardData>('/dashboard-data/refresh', { week }),
}
