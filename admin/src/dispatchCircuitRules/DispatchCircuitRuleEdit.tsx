import { Create, Edit } from 'react-admin'
import { DispatchCircuitRuleForm } from './DispatchCircuitRuleForm'

export const DispatchCircuitRuleEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <DispatchCircuitRuleForm />
  </Edit>
)

export const DispatchCircuitRuleCreate = () => (
  <Create redirect="list">
    <DispatchCircuitRuleForm />
  </Create>
)
