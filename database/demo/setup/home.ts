import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import HomeConfig from '#models/home_config'

/** The demo home's blocks: language, heading, text, title of the featured products. */
const HOME_BLOCKS = [
  [
    'fr',
    'Reprise garantie au meilleur prix',
    'Votre appareil est vérifié par nos ateliers et vous êtes payé sous 5 jours ouvrés.',
    'Les plus repris en ce moment',
  ],
  [
    'en',
    'Best price, guaranteed',
    'Our workshops check your device and you are paid within 5 working days.',
    'Most traded in right now',
  ],
  [
    'nl',
    'De beste prijs, gegarandeerd',
    'Onze werkplaatsen controleren uw toestel en u wordt binnen 5 werkdagen betaald.',
    'Nu het vaakst ingeruild',
  ],
  [
    'de',
    'Bester Preis, garantiert',
    'Unsere Werkstätten prüfen Ihr Gerät und Sie werden innerhalb von 5 Werktagen bezahlt.',
    'Zurzeit am häufigsten angekauft',
  ],
] as const

/** The storefront home of Demo Retail: a block of text and the most valued products, in each language. */
export async function seedHome(trx: TransactionClientContract, accountId: number) {
  const featured = await trx
    .from('products')
    .where({ account_id: accountId, status: 'published' })
    .whereNotNull('buyback_price_grade_a')
    .orderBy('buyback_price_grade_a', 'desc')
    .limit(4)
    .select('id')
  await HomeConfig.create(
    {
      accountId,
      metaTitle: 'Demo Retail – Reprise de vos appareils',
      metaDescription: 'Revendez votre smartphone, votre tablette ou votre console en quelques minutes.',
      status: 'published',
      // One block per language: each visitor reads the blocks of their language only.
      widgets: HOME_BLOCKS.flatMap(([language, heading, text, title]) => [
        { type: 'html' as const, language, html: `<h2>${heading}</h2><p>${text}</p>` },
        {
          type: 'products' as const,
          language,
          title,
          productIds: featured.map((product) => product.id as string),
        },
      ]),
    },
    { client: trx }
  )
}
