import { composeIBAN } from 'ibantools'
import type { seededRandom } from './random.js'

type Random = ReturnType<typeof seededRandom>

/** Realistic French customers for the demo buy-backs. */
const FIRST_NAMES = [
  'Marie',
  'Jean',
  'Sophie',
  'Pierre',
  'Isabelle',
  'Nicolas',
  'Aurélie',
  'Julien',
  'Céline',
  'Mathieu',
  'Élodie',
  'Romain',
  'Sandrine',
  'Guillaume',
  'Laura',
  'Maxime',
  'Pauline',
  'Kévin',
  'Amandine',
  'Benoît',
  'Yasmine',
  'Mehdi',
  'Fatou',
  'Thi Mai',
]
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Thomas',
  'Petit',
  'Robert',
  'Richard',
  'Durand',
  'Dubois',
  'Moreau',
  'Laurent',
  'Simon',
  'Michel',
  'Lefebvre',
  'Leroy',
  'Roux',
  'David',
  'Bertrand',
  'Morel',
  'Fournier',
  'Girard',
  'Bonnet',
  'Dupont',
  'Lambert',
  'Fontaine',
  'Nguyen',
  'Diallo',
  'Benali',
]
const ADDRESSES: [string, string, string][] = [
  ['12 rue de la République', '69002', 'Lyon'],
  ['5 avenue Jean Jaurès', '75019', 'Paris'],
  ['48 boulevard Voltaire', '75011', 'Paris'],
  ['3 place du Capitole', '31000', 'Toulouse'],
  ['27 rue Nationale', '59800', 'Lille'],
  ['9 cours Mirabeau', '13100', 'Aix-en-Provence'],
  ['16 rue Sainte-Catherine', '33000', 'Bordeaux'],
  ['21 quai de la Fosse', '44000', 'Nantes'],
  ['7 rue des Juifs', '67000', 'Strasbourg'],
  ['33 avenue de Paris', '78000', 'Versailles'],
]
const BANKS = ['30004', '30003', '10107', '20041', '30002', '11315']

function ribKey(bank: string, branch: string, account: string) {
  return String(97n - ((BigInt(bank + branch + account) * 100n) % 97n)).padStart(2, '0')
}

export function frenchIban(random: Random) {
  const bank = random.pick(BANKS)
  const branch = random.digits(5)
  const account = random.digits(11)
  return composeIBAN({
    countryCode: 'FR',
    bban: `${bank}${branch}${account}${ribKey(bank, branch, account)}`,
  })!
}

export function demoCustomer(random: Random, accountId: number) {
  const firstname = random.pick(FIRST_NAMES)
  const lastname = random.pick(LAST_NAMES)
  const [street, zipCode, city] = random.pick(ADDRESSES)
  const local = `${firstname}.${lastname}${random.int(1, 99)}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9.]/g, '')
  return {
    accountId,
    firstname,
    lastname,
    email: `${local}@exemple.fr`,
    phone: `+336${random.digits(8)}`,
    street,
    zipCode,
    city,
    country: 'FR',
  }
}
