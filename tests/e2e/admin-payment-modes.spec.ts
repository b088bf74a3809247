import { expect, test } from '@playwright/test'
import { logIn } from '../support/admin.js'

test.describe('Back office payment modes', () => {
  test('an admin creates a payment mode; the bonus rules show on the fields; the list shows the alert', async ({
    page,
  }) => {
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('menuitem', { name: 'Modes de paiement' }).click()
    await expect(page.getByRole('cell', { name: 'Virement bancaire' }).first()).toBeVisible()
    await page.getByRole('link', { name: 'Créer' }).click()

    const form = page.locator('form')
    await form.getByRole('textbox', { name: 'Libellé' }).fill('Virement express')
    await form.getByRole('combobox', { name: 'Type', exact: true }).click()
    await page.getByRole('option', { name: 'Virement bancaire' }).click()
    await form.getByRole('combobox', { name: 'Fournisseur' }).click()
    // The providers the account may use for the type; the sandbox says so.
    await expect(page.getByRole('option', { name: 'Carte cadeau (bac à sable)' })).toHaveCount(0)
    await page.getByRole('option', { name: 'Virement bancaire (bac à sable)' }).click()
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Virement sous 48 heures')
    await form.getByRole('textbox', { name: 'IBAN' }).fill('FR76 3000 6000 0112 3456 7890 189')
    await form.getByRole('combobox', { name: 'Bonus / malus' }).click()
    await page.getByRole('option', { name: 'Pourcentage' }).click()

    const bonus = form.getByRole('spinbutton', { name: /Valeur du bonus/ })
    const cap = form.getByRole('spinbutton', { name: /Plafond du bonus/ })
    await bonus.fill('150')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText(/Un nombre entier différent de 0/)).toBeVisible()

    await bonus.fill('10')
    await cap.fill('-500')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText('Même signe que le bonus')).toBeVisible()

    await cap.fill('500')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Mode de paiement « Virement express » créé.')).toBeVisible()
    const created = page.getByRole('row', { name: /Virement express/ }).first()
    await expect(created.getByRole('cell', { name: 'Virement bancaire (bac à sable)' })).toBeVisible()
  })
})

test.describe('Back office circuits', () => {
  test('an admin creates a circuit; a seventh instruction is refused', async ({ page }) => {
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('menuitem', { name: 'Circuits' }).click()
    await page.getByRole('link', { name: 'Créer' }).click()
    const form = page.locator('form')
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Envoi express')
    await form.getByRole('combobox', { name: 'Canal' }).click()
    await page.getByRole('option', { name: 'Web' }).click()
    await form.getByRole('combobox', { name: 'Dépôt', exact: true }).click()
    await page.getByRole('option', { name: 'Envoi postal' }).click()
    const instructions = form.getByRole('textbox', { name: 'Instruction' })
    for (let index = 0; index < 7; index++) {
      await form.getByRole('button', { name: 'Ajouter' }).first().click()
      await instructions.nth(index).fill(`Étape ${index + 1}`)
      await form.getByRole('combobox', { name: /^Type/ }).nth(index).click()
      await page.getByRole('option', { name: 'Aucun' }).click()
    }
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText('Au plus 6 instructions')).toBeVisible()

    // The row actions show on hover.
    await instructions.nth(6).hover()
    await form.getByRole('button', { name: 'Supprimer' }).last().click()
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByRole('cell', { name: 'Envoi express' })).toBeVisible()
  })
})

test.describe('Back office shipping methods', () => {
  test('an admin adds a shipping method with a discount, reached from the payment modes', async ({
    page,
  }) => {
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('menuitem', { name: 'Modes de paiement' }).click()
    await page.getByRole('link', { name: 'Modes de transport' }).click()
    await expect(page.getByRole('cell', { name: 'colissimo', exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Créer' }).click()
    const form = page.locator('form')
    await form.getByRole('combobox', { name: 'Type', exact: true }).click()
    // The carriers the account may use: the sandbox, labelled so, and the types its modes already use.
    await expect(page.getByRole('option', { name: 'colissimo' })).toBeVisible()
    await page.getByRole('option', { name: 'Transporteur (bac à sable)' }).click()
    await form.getByRole('textbox', { name: 'Description' }).fill('DPD <i>relais</i>')
    await form.getByRole('spinbutton', { name: /^Modificateur/ }).fill('-300')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText('Pas de caractères < ou >')).toBeVisible()
    await form.getByRole('textbox', { name: 'Description' }).fill('DPD en point relais')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    const row = page.getByRole('row', { name: /DPD en point relais/ }).last()
    await expect(row).toContainText('Transporteur (bac à sable)')
    await expect(row).toContainText('-3,00')
  })
})
