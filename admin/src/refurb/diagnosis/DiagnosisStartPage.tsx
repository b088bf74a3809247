import { CodeSearch } from '../CodeSearch'
import { diagnosisPath } from '../paths'

/** `/refurb-diagnosis/start` (part 1 §2 "Refurbishment"): the item to diagnose, by its code or a scan. */
export const DiagnosisStartPage = () => (
  <CodeSearch texts="diagnosis" search="searchForDiagnosis" pathOf={(itemId) => diagnosisPath(itemId)} />
)
