import type { CircuitTexts } from './fr'

export const circuitsEn: CircuitTexts = {
  name: 'Circuit |||| Circuits',
  help: {
    no_transport_mode:
      'No active web shipping method serves the "%{deposit}" deposit: this circuit is not offered on the website until one does.',
    create_transport_mode: 'Create a shipping method',
  },
  fields: {
    q: 'Search',
    name: 'Name',
    status: 'Status',
    channel: 'Channel',
    deposit: 'Deposit',
    description: 'Description',
    eligibleCountries: 'Eligible countries',
    paymentModeIds: 'Payment modes',
    transferOrderNumberOfCopy: 'Transfer order copies',
    depositBonusAmount: 'Deposit bonus',
    depositBonus: 'Deposit bonus (cents)',
    defaultInstructions: 'Default instructions',
    instruction: 'Instruction',
    instructionType: 'Type',
    packingSteps: 'Packing steps',
    packingStep: 'Step',
  },
  status: {
    active: 'Active',
    inactive: 'Inactive',
  },
  channels: {
    web: 'Web',
    store: 'Store',
  },
  codes: {
    store_collect: 'Store – carrier collection',
    store_drop: 'Store – counter drop-off',
    store_drop_label: 'Store – drop-off with label',
    web_collect: 'Web – home collection',
    web_drop: 'Web – drop-off in store',
    web_drop_label: 'Web – relay point drop-off',
    web_post: 'Web – by post',
  },
  deposits: {
    collect: 'Collection',
    drop: 'Drop-off',
    drop_label: 'Drop-off with label',
    post: 'Post',
  },
  validation: {
    no_markup: 'No < or > characters',
    six_instructions: 'At most 6 instructions',
    whole: 'A whole number',
  },
  instruction_types: {
    agenda: 'Appointment',
    close: 'Close',
    deliver: 'Deliver',
    insert: 'Insert',
    join: 'Attach',
    mailbox: 'Mailbox',
    none: 'None',
    post: 'Post',
    print: 'Print',
    protect: 'Protect',
    sign: 'Sign',
  },
}
