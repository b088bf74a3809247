import { expect, test, type Page } from '@playwright/test'
import { openAs } from '../support/admin.js'
import { screen } from '../support/screens.js'
import {
  MANAGER,
  OPERATOR,
  diagnosableItems,
  diagnose,
  euros,
  tieRefurbQuestions,
  workshopSteps,
  type RefurbQuestion,
} from '../support/refurb.js'

const SEARCH = 'Code article ou numéro de rachat'
const CONFLICT =
  'Un autre utilisateur vient de modifier le statut de cette étape : l’action est impossible. Rechargez l’étape.'

/** The answers that suggest exactly two different steps: one on the first question, one on the second. */
function answersFor(questions: RefurbQuestion[]) {
  const [first, second, ...others] = questions
  const a = first.answers.find((answer) => answer.stepIds.length === 1)!
  const b = second.answers.find(
    (answer) => answer.stepIds.length === 1 && answer.stepIds[0] !== a.stepIds[0]
  )!
  const rest = others.map((question) => ({
    question,
    answer: question.answers.find((answer) => answer.stepIds.length === 0) ?? question.answers[0],
  }))
  return { first: { question: first, answer: a }, second: { question: second, answer: b }, rest }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const startsWith = (text: string) => new RegExp(`^${escape(text)}`)

const stepCard = (page: Page, name: string) => page.getByRole('article', { name })

test.describe('Back office refurbishment', () => {
  test('an operator diagnoses an item: answers, a step replaced on the summary, the stock, then its steps', async ({
    page,
    request,
  }) => {
    const [item] = await diagnosableItems(request, 1)
    const questions = await tieRefurbQuestions(request, item)
    const plan = answersFor(questions)
    const steps = await workshopSteps(request, item.id)
    const stepOf = (id: number) => steps.find((step) => step.id === id)!
    const kept = stepOf(plan.first.answer.stepIds[0])
    const dropped = stepOf(plan.second.answer.stepIds[0])
    // The operator replaces the second suggestion by the certified erasure, which no answer given suggests.
    const added = steps.find((step) => step.dataErasure)!
    expect(added.id).not.toBe(kept.id)

    await openAs(page, OPERATOR, '/admin/refurb-diagnosis/start')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Diagnostic de reconditionnement' })
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: SEARCH })).toBeFocused()
    await page.keyboard.type(item.code)
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(new RegExp(`/admin/warehouse/refurb-diagnosis/${item.id}/questions$`))
    const next = page.getByRole('button', { name: 'Suivant' })
    await expect(next).toBeDisabled()
    await page
      .getByRole('radiogroup', { name: plan.first.question.title })
      .getByRole('radio', { name: startsWith(plan.first.answer.name) })
      .check()
    await page
      .getByRole('group', { name: plan.second.question.title })
      .getByRole('checkbox', { name: startsWith(plan.second.answer.name) })
      .check()
    // The answers survive a reload.
    await page.reload()
    await expect(
      page.getByRole('group', { name: plan.second.question.title }).getByRole('checkbox', {
        name: startsWith(plan.second.answer.name),
      })
    ).toBeChecked()
    for (const { question, answer } of plan.rest) {
      await page
        .getByRole('radiogroup', { name: question.title })
        .getByRole('radio', { name: startsWith(answer.name) })
        .check()
    }
    await next.click()

    await expect(page).toHaveURL(/\/summary$/)
    const choice = page.getByRole('group', { name: 'Étapes de reconditionnement' })
    await expect(choice.getByRole('checkbox', { name: kept.name })).toBeChecked()
    await expect(choice.getByRole('checkbox', { name: dropped.name })).toBeChecked()
    // The phone's category requires a data erasure: an erasure step is in the plan from the start, marked so.
    await expect(choice.getByRole('checkbox', { name: added.name })).toBeChecked()
    await expect(choice).toContainText('Exigée par la catégorie')
    const total = page.getByRole('status')
    await expect(total).toContainText(
      `Coût total prévu (3 étapes)${euros(kept.cost + dropped.cost + added.cost)}`
    )
    await choice.getByRole('checkbox', { name: dropped.name }).uncheck()
    // Left out, the erasure closes the way on and the screen says why.
    await choice.getByRole('checkbox', { name: added.name }).uncheck()
    await expect(page.getByRole('alert')).toContainText('exige un effacement des données')
    await expect(next).toBeDisabled()
    await choice.getByRole('checkbox', { name: added.name }).check()
    await expect(total).toContainText(`Coût total prévu (2 étapes)${euros(kept.cost + added.cost)}`)
    await next.click()

    await expect(page).toHaveURL(/\/stock$/)
    // Not refurbished yet: the "refurb completed" stock is not among the choices.
    await expect(page.getByRole('radio', { name: /Reconditionnement terminé/ })).toHaveCount(0)
    await page.getByRole('radio', { name: 'À reconditionner (stock par défaut)' }).check()
    await screen(page, 'refurb-diagnosis-stock')
    await page.getByRole('button', { name: 'Valider le diagnostic' }).click()
    await expect(page).toHaveURL(/\/finalized$/)
    await expect(page.getByRole('status')).toContainText(
      `L’article ${item.code} est en reconditionnement, dans le stock « À reconditionner ».`
    )
    await expect(page.getByRole('button', { name: 'Diagnostiquer un autre article' })).toBeVisible()
    await page.getByRole('link', { name: 'Suivre ses étapes' }).click()

    await expect(page).toHaveURL(new RegExp(`/admin/warehouse/item-refurb-steps/items/${item.id}$`))
    const header = page.getByRole('region', { name: `Article ${item.code}` })
    await expect(header).toContainText(`Coût total prévu${euros(kept.cost + added.cost)}`)
  })

  test('an operator works the two planned steps of an item, validates them and finds it in the chosen stock', async ({
    page,
    request,
  }) => {
    // The diagnosis is the fixture here (through the API); the test above goes through its screens.
    const [item] = await diagnosableItems(request, 1)
    // A costed step done in one click, and the data erasure, which asks for its proof.
    const steps = await workshopSteps(request, item.id)
    const kept = steps.find((step) => step.cost > 0 && !step.dataErasure)!
    const added = steps.find((step) => step.dataErasure)!
    expect(kept && added, 'the workshop plans a costed step and a data erasure').toBeTruthy()
    await diagnose(request, item, [kept.id, added.id], 'À reconditionner')

    await openAs(page, OPERATOR, `/admin/warehouse/item-refurb-steps/items/${item.id}`)
    const header = page.getByRole('region', { name: `Article ${item.code}` })
    await expect(header).toContainText(`Coût total prévu${euros(kept.cost + added.cost)}`)
    const validate = page.getByRole('button', { name: 'Valider toutes les étapes' })
    await expect(validate).toBeDisabled()

    // One click starts the kept step in the item's stock; no dialog.
    await expect(page.getByText('démarre, termine ou reprend l’étape en cours')).toBeVisible()
    await page.getByRole('button', { name: `Démarrer : ${kept.name}` }).click()
    await expect(stepCard(page, kept.name)).toContainText('En cours')
    await expect(stepCard(page, kept.name)).toContainText('Stock : À reconditionner')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // Complete it with a comment: the comment button opens the one dialog it needs.
    await page.getByRole('button', { name: `Terminer avec un commentaire : ${kept.name}` }).click()
    const complete = page.getByRole('dialog', { name: `Terminer « ${kept.name} »` })
    await complete.getByLabel('Commentaire (facultatif)').fill('Fait, contrôlé au banc de test.')
    await complete.getByRole('button', { name: 'Terminer l’étape' }).click()
    await expect(complete).toBeHidden()
    await expect(stepCard(page, kept.name)).toContainText('Terminée')
    await expect(stepCard(page, kept.name)).toContainText('Commentaire : Fait, contrôlé au banc de test.')
    await expect(header).toContainText(`Coût des étapes terminées${euros(kept.cost)}`)
    await expect(validate).toBeDisabled()

    // The erasure, from the keyboard: N starts it, N again asks for the method, the tool and the certificate.
    await page.keyboard.press('n')
    await expect(stepCard(page, added.name)).toContainText('En cours')
    await page.keyboard.press('n')
    const erase = page.getByRole('dialog', { name: `Terminer « ${added.name} »` })
    const confirmErase = erase.getByRole('button', { name: 'Terminer l’étape' })
    await expect(confirmErase).toBeDisabled()
    await erase.getByLabel('Méthode d’effacement').selectOption({ label: 'NIST 800-88 Purge' })
    await erase.getByLabel('Outil d’effacement').fill('Blancco Mobile 6.2')
    await erase.getByLabel('Référence du certificat ou du rapport').fill('BLANCCO-2026-0042')
    await screen(page, 'refurb-erasure-dialog', false)
    await confirmErase.click()
    await expect(erase).toBeHidden()
    await expect(stepCard(page, added.name)).toContainText(
      'Effacement : NIST 800-88 Purge, outil Blancco Mobile 6.2, certificat BLANCCO-2026-0042'
    )
    await expect(header).toContainText(`Coût des étapes terminées${euros(kept.cost + added.cost)}`)
    await expect(header).toContainText(`Coût restant${euros(0)}`)
    await screen(page, 'refurb-bench')

    await expect(validate).toBeEnabled()
    await validate.click()
    const validation = page.getByRole('dialog', { name: 'Valider le reconditionnement' })
    await validation.getByLabel('Stock de destination').selectOption({ label: 'Rayonnage A – Lesquin' })
    await validation.getByRole('button', { name: 'Valider' }).click()
    await expect(page).toHaveURL(
      new RegExp(`/warehouse/item-refurb-steps/completed\\?identificationNumber=${item.code}&stockName=`)
    )
    await expect(page.getByRole('status')).toHaveText(
      `L’article ${item.code} est reconditionné, dans le stock « Rayonnage A – Lesquin ».`
    )

    // The items in stock: the item is in the chosen stock, refurbished, with its history and costs.
    await page.goto(`/admin/items-stock/${item.id}`)
    await expect(page.getByText('Rayonnage A – Lesquin').first()).toBeVisible()
    await expect(page.getByText('Reconditionné', { exact: true }).first()).toBeVisible()
    await page.getByRole('tab', { name: 'Données économiques' }).click()
    await expect(page.getByText(euros(kept.cost + added.cost)).first()).toBeVisible()
    await page.getByRole('tab', { name: 'Historique' }).click()
    await expect(page.getByText(/→ Reconditionné$/)).toBeVisible()
    await expect(page.getByText(/— Rayonnage A – Lesquin$/)).toBeVisible()
  })

  test('a step changed in another session is refused with the conflict message and read again', async ({
    browser,
    page,
    request,
  }) => {
    const [item] = await diagnosableItems(request, 1)
    const steps = await workshopSteps(request, item.id)
    const [cleaning] = steps
    // The phone's category requires an erasure step in the plan; the test acts on the first step.
    const erasure = steps.filter((step) => step.dataErasure && step.id !== cleaning.id).slice(0, 1)
    const { steps: planned } = await diagnose(request, item, [cleaning.id, ...erasure.map((step) => step.id)])
    const stepId = planned[0].id

    // The manager opens the step first, then the operator starts it in their own session.
    const other = await browser.newContext()
    const manager = await other.newPage()
    await openAs(manager, MANAGER, `/admin/warehouse/item-refurb-steps/${stepId}`)
    await expect(manager.getByRole('heading', { level: 1, name: `Étape « ${cleaning.name} »` })).toBeVisible()
    await expect(manager.getByRole('article', { name: cleaning.name })).toContainText('À faire')

    await openAs(page, OPERATOR, `/admin/warehouse/item-refurb-steps/items/${item.id}`)
    await page.getByRole('button', { name: `Démarrer : ${cleaning.name}` }).click()
    await expect(stepCard(page, cleaning.name)).toContainText('En cours')

    // The manager's page still shows "to do": starting it again is refused, and the step is read again.
    await manager.getByRole('button', { name: `Démarrer : ${cleaning.name}` }).click()
    await expect(manager.getByRole('alert')).toHaveText(CONFLICT)
    const card = manager.getByRole('article', { name: cleaning.name })
    await expect(card).toContainText('En cours')
    await expect(manager.getByRole('listitem').filter({ hasText: 'Démarrée' })).toContainText('Léa Girard')
    // Read again, the step takes the manager's next action.
    await manager.getByRole('button', { name: `Mettre en pause : ${cleaning.name}` }).click()
    await expect(card).toContainText('En pause')
    // Cancelling asks for its reason: the one action of the bench that opens a dialog by itself.
    await manager.getByRole('button', { name: `Annuler l’étape : ${cleaning.name}` }).click()
    const cancel = manager.getByRole('dialog', { name: `Annuler « ${cleaning.name} »` })
    const confirmCancel = cancel.getByRole('button', { name: 'Annuler l’étape' })
    await expect(confirmCancel).toBeDisabled()
    await cancel.getByLabel('Motif d’annulation').fill('Pièce finalement en bon état.')
    await confirmCancel.click()
    await expect(card).toContainText('Motif d’annulation : Pièce finalement en bon état.')
    await other.close()
  })

  test('the searches show the refusals as their translated messages', async ({ page, request }) => {
    const [item] = await diagnosableItems(request, 1)
    await openAs(page, OPERATOR, '/admin/refurb-diagnosis/start')
    const scan = page.getByRole('textbox', { name: SEARCH })
    await scan.fill('12345')
    await scan.press('Enter')
    await expect(page.getByRole('alert')).toHaveText(
      'Le code de l’article doit comporter 8 ou 13 lettres ou chiffres.'
    )
    await scan.fill('1234567890128')
    await scan.press('Enter')
    await expect(page.getByRole('alert')).toHaveText('Code non reconnu ou non affecté à l’atelier.')
    await expect(scan).toBeFocused()

    // An item verified but not diagnosed has no steps to follow yet.
    await page.getByRole('menuitem', { name: 'Reconditionner', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reconditionner' })).toBeVisible()
    await page.getByRole('textbox', { name: SEARCH }).fill(item.code)
    await page.getByRole('textbox', { name: SEARCH }).press('Enter')
    await expect(page.getByRole('alert')).toHaveText(
      'Ce produit n’est pas en reconditionnement : il n’a pas d’étapes à suivre.'
    )
  })
})
