import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { canAccess } from '../providers/canAccess'
import { getSession } from '../providers/session'

/** Part 1 §2: a route whose permission the user lacks redirects to home. */
export const RequirePermission = ({ permission, children }: { permission: string; children: ReactNode }) =>
  canAccess(getSession()?.permissions, permission) ? <>{children}</> : <Navigate to="/home" replace />
