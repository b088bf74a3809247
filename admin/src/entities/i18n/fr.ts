import type { Texts } from '../../providers/i18n/texts'

/** Texts of the entity screens (resources.entities), French being the reference. */
export const entitiesFr = {
  name: 'Entité |||| Entités',
  fields: {
    q: 'Rechercher',
    type: 'Type',
    parentId: 'Entité parente',
    commonName: 'Nom',
    corporateName: 'Raison sociale',
    externalId: 'Identifiant externe',
    email: 'E-mail',
    status: 'Statut',
    defaultWarehouseId: 'Atelier par défaut',
    street: 'Rue',
    streetComplement: "Complément d'adresse",
    zipCode: 'Code postal',
    city: 'Ville',
    country: 'Pays (code ISO)',
    latitude: 'Latitude',
    longitude: 'Longitude',
  },
  status: { active: 'Active', inactive: 'Inactive' },
  sections: { placement: 'Entité', address: 'Adresse' },
  none: 'Aucun',
}

export type EntityTexts = Texts<typeof entitiesFr>
