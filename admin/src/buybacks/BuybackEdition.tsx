import { Navigate, useParams } from 'react-router-dom'

/**
 * `/buyback/{id}/edition` and `/buybacks/{id}` (part 1 §2): the details of the buy-back with the correction
 * of its fields open, when the buy-back still allows it.
 */
export const BuybackEdition = () => <Navigate to={`/buybacks/${useParams().id}/show?edition`} replace />
