import { isValidElement, type ComponentType, type ReactNode } from 'react'
import { Resource as RaResource, type ResourceProps } from 'react-admin'
import { Navigate } from 'react-router-dom'
import { canAccess, canAccessResource } from '../providers/canAccess'
import { getSession } from '../providers/session'

type PageAction = 'list' | 'create' | 'edit' | 'show'

/**
 * What a resource's page needs when it is not the API's action of the same name: a permission name (the
 * counter wizard creates a buy-back through its own route) or other actions of the resource.
 */
export type PageAccess = Partial<Record<PageAction, { permission: string } | readonly string[]>>

/**
 * By default: the action of the page, and an edit page opens with a read-only record too (a details page
 * mounted on the edit address, such as an item in stock's).
 */
const DEFAULT_ACTIONS: Record<PageAction, readonly string[]> = {
  list: ['list'],
  create: ['create'],
  edit: ['edit', 'show'],
  show: ['show'],
}

function allowed(resource: string, action: PageAction, access: PageAccess | undefined) {
  const session = getSession()
  const needed = access?.[action] ?? DEFAULT_ACTIONS[action]
  if ('permission' in needed) return canAccess(session?.permissions, needed.permission)
  return needed.some((one) => canAccessResource(session?.resources, resource, one))
}

const guards = new WeakMap<object, Map<string, ComponentType>>()

/**
 * Decided from the session before the page exists: a page the role may not open renders nothing of
 * itself (no title, no filters, no request answered 403 behind an error dialog) and goes straight to the
 * access-denied page. react-admin's own check is asynchronous: the page's code ran, and its first requests
 * left, before it redirected.
 */
function guard(resource: string, action: PageAction, page: ResourceProps[PageAction], access?: PageAccess) {
  if (!page || (typeof page !== 'object' && typeof page !== 'function')) return page
  // One guarded component per page, kept: a new one at each render would mount the page again.
  const key = `${resource}.${action}`
  const known = guards.get(page)?.get(key)
  if (known) return known
  const Page = page as ComponentType
  const element: ReactNode = isValidElement(page) ? page : <Page />
  const Guarded = () =>
    allowed(resource, action, access) ? element : <Navigate to="/access-denied" replace />
  Guarded.displayName = `Guarded(${key})`
  if (!guards.has(page)) guards.set(page, new Map())
  guards.get(page)!.set(key, Guarded)
  return Guarded
}

/** A page of a resource mounted on a route of its own (`/categories/list`), guarded as its resource's pages. */
export const RequireAccess = ({
  resource,
  action,
  children,
}: {
  resource: string
  action: PageAction
  children: ReactNode
}) => (allowed(resource, action, undefined) ? children : <Navigate to="/access-denied" replace />)

/** react-admin's Resource whose pages are guarded (see guard); `access` adjusts what a page needs. */
export const Resource = ({ access, ...props }: ResourceProps & { access?: PageAccess }) => (
  <RaResource
    {...props}
    list={guard(props.name, 'list', props.list, access)}
    create={guard(props.name, 'create', props.create, access)}
    edit={guard(props.name, 'edit', props.edit, access)}
    show={guard(props.name, 'show', props.show, access)}
  />
)
Resource.raName = RaResource.raName
Resource.registerResource = RaResource.registerResource
