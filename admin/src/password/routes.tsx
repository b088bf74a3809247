import { Route } from 'react-router-dom'
import { LostPasswordPage } from './LostPasswordPage'
import { NewPasswordPage } from './NewPasswordPage'
import { PasswordConfirmationPage } from './PasswordConfirmationPage'
import { PasswordLinkErrorPage } from './PasswordLinkErrorPage'

/** Part 1 §2: the pages a visitor with no token may reach, outside the authenticated layout. */
export const passwordRoutes = [
  <Route key="lost" path="/lostPassword" element={<LostPasswordPage />} />,
  <Route key="new" path="/new/password" element={<NewPasswordPage />} />,
  <Route key="renew" path="/renew/:token" element={<NewPasswordPage />} />,
  <Route key="confirmation" path="/password/confirmation" element={<PasswordConfirmationPage />} />,
  <Route key="link" path="/password/link" element={<PasswordLinkErrorPage />} />,
]
