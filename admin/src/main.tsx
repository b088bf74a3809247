import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { App } from './App'

/**
 * A browser (not hash) router: the API serves index.html for every /admin/* path. react-admin reuses
 * a data router created outside <Admin>. The /admin prefix lives on the router, so every absolute
 * path in the app ('/home', '/users', '/login') stays short and react-admin needs no basename of its own.
 */
const ADMIN_BASENAME = '/admin'

const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: ADMIN_BASENAME })

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)
