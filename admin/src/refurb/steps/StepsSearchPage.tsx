import { CodeSearch } from '../CodeSearch'
import { itemStepsPath } from '../paths'

/** `/warehouse/item-refurb-steps/search`: an item being refurbished, by its code or a scan. */
export const StepsSearchPage = () => (
  <CodeSearch texts="steps" search="searchForSteps" pathOf={itemStepsPath} />
)
