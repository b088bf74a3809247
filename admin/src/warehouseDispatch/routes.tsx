import { Navigate, Route, useParams } from 'react-router-dom'

const ToRule = () => <Navigate to={`/warehouse-dispatch/${useParams().id}`} replace />

/** The addresses of part 1 §2 (`/warehouse-dispatch-rule/new`, `/warehouse-dispatch-rule/{id}`). */
export const warehouseDispatchRoutes = [
  <Route
    key="new"
    path="/warehouse-dispatch-rule/new"
    element={<Navigate to="/warehouse-dispatch/create" replace />}
  />,
  <Route key="edit" path="/warehouse-dispatch-rule/:id" element={<ToRule />} />,
]
