import { Show, TabbedShowLayout, TabbedShowLayoutTabs, useRecordContext, useTranslate } from 'react-admin'
import { VerificationRecords } from '../buybacks/VerificationRecords'
import { ItemDeviceLife } from './DeviceLife'
import { ItemHeader } from './details/ItemHeader'
import { GeneralTab } from './details/GeneralTab'
import { RefurbTab } from './details/RefurbTab'
import { EconomicsTab } from './details/EconomicsTab'
import { HistoryTab } from './details/HistoryTab'

const text = 'resources.items-stock'

/** The browser tab and the app bar name the item by its code. */
const ItemTitle = () => {
  const record = useRecordContext()
  const translate = useTranslate()
  return <>{translate(`${text}.title_short`, { code: record?.identificationNumber ?? '' })}</>
}

/**
 * `/items-stock/{id}`: the item, what can be done to it (move, print its label) and its tabs (part 1 §2
 * "Stocks"), within a 1366-px screen: the card may shrink below its tabs' width, which then scroll.
 */
export const ItemStockDetails = () => (
  <Show
    actions={false}
    title={<ItemTitle />}
    sx={{ minWidth: 0, '& .RaShow-main, & .RaShow-card': { minWidth: 0 } }}
  >
    <ItemHeader />
    <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
      <TabbedShowLayout.Tab label={`${text}.tabs.general`}>
        <GeneralTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={`${text}.tabs.compliance`} path="compliance">
        <VerificationRecords />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={`${text}.tabs.refurb`} path="refurb">
        <RefurbTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={`${text}.tabs.economics`} path="economics">
        <EconomicsTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={`${text}.tabs.history`} path="history">
        <HistoryTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={`${text}.life.tab`} path="device">
        <ItemDeviceLife />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
)
