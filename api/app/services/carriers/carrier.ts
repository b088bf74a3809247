/**
 * A transport connector (part 1 §3 "Connector kinds": transport): books a shipment for a buy-back and returns
 * its tracking number and label. The sandbox carrier below answers locally; a real carrier's connector
 * implements the same contract and is chosen by the shipping method.
 */
export interface ShipmentRequest {
  reference: string
  sender: {
    name: string
    street: string | null
    zipCode: string | null
    city: string | null
    country: string
  }
  recipient: {
    name: string
    street: string | null
    zipCode: string | null
    city: string | null
    country: string
  }
  weightGrams: number | null
}

export interface Shipment {
  company: string
  trackingNumber: string
  trackingLink: string | null
  label: Buffer
}

export interface Carrier {
  createShipment(request: ShipmentRequest, language: string): Promise<Shipment>
}
