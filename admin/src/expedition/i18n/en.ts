import type { ExpeditionTexts } from './fr'

export const expeditionEn: ExpeditionTexts = {
  title: 'Expeditions',
  failed: 'The operation failed, try again.',
  loading: 'Loading…',
  back: 'Back to expeditions',
  statuses: {
    open: 'Open',
    shipped: 'Shipped',
    delivered: 'Delivered',
  },
  fields: {
    customer: 'Customer (return)',
    identificationNumber: 'Identification number',
    buyback: 'Buy-back number',
    product: 'Product',
    destination: 'Destination',
    status: 'Status',
    number: 'Package number',
    tracking: 'Tracking',
    carrier: 'Carrier',
    itemCount: 'Items',
    createdAt: 'Created on',
    closedAt: 'Shipped on',
    needsLabel: 'Own label',
  },
  awaiting: {
    title: 'Items awaiting shipment',
    empty: 'No item awaits shipment here.',
    needsLabel: 'Leaves alone with its own label',
    inPackage: 'In an open package',
  },
  open: {
    title: 'Packages being prepared',
    empty: 'No package is being prepared.',
    continue: 'Continue',
  },
  shipped: {
    title: 'Recently shipped packages',
    empty: 'No package shipped yet.',
    reprint: 'Reprint the label',
  },
  actions: {
    newPackage: 'New package',
    shipWithLabel: 'Ship an item with its own label',
  },
  takeItem: {
    notAwaiting: 'This item does not await shipment here.',
  },
  package: {
    title: 'Package %{number}',
    new: 'New package',
    firstScan: 'Scan the first item: the package is created with it.',
    scan: {
      label: 'Item identification number',
      help: 'Scan or type the number, then Enter: the item is added to the package.',
    },
    added: 'Item %{number} added to the package.',
    content: 'Package content',
    empty: 'The package is empty: scan the items to put in it.',
    buyback: 'Buy-back %{number}',
    remove: 'Remove %{number} from the package',
    destination: 'Destination: %{name}',
    destinationUnknown: 'The destination will be known with the first item.',
    notOpen: 'This package is already closed: its content can no longer change.',
    seeConfirmation: 'See the shipment',
  },
  steps: {
    title: 'Packing steps',
    instructions: 'Client’s instructions',
    help: 'Tick each step once done to be able to close the package. The label and the slip are created when it closes: the next screen says when to put them in and on.',
  },
  close: {
    button: 'Close the package',
    needsItems: 'Add at least one item before closing the package.',
    needsSteps: 'Tick every packing step before closing the package.',
    confirmTitle: 'Close package %{number}?',
    confirmContent:
      'The package content will be locked (%{smart_count} item) and the shipping label booked. |||| The package content will be locked (%{smart_count} items) and the shipping label booked.',
  },
  withLabel: {
    title: 'Ship an item with its own label',
    scan: {
      label: 'Identification number of the item to return',
      help: 'Scan or type the number, then Enter.',
    },
    ship: 'Book the label and ship',
  },
  confirmation: {
    title: 'Shipment confirmed',
    nextSteps: {
      to_buyer:
        'Next: print the label and the packing slip, put the slip in the box, close it and stick the label on it.',
      to_workshop: 'Next: print the label and the transport order, close the box and stick the label on it.',
    },
    packageShipped:
      'Package %{number} is closed and its label booked: it leaves with the carrier once sealed.',
    itemShipped: 'The label of item %{number} is booked: it leaves with the carrier once packed.',
    items: 'Items shipped',
    documents: {
      label: 'Download the label',
      transport_order: 'Download the transport order',
      packing_slip: 'Download the packing slip',
    },
    missing: 'No shipment to show.',
  },
}
