import { test } from '@japa/runner'
import {
  FINAL_STEP_STATUSES,
  ITEM_REFURB_STEP_STATUSES,
  STEP_ACTION_NAMES,
  allStepsFinished,
  allowedStepActions,
  canActOnStep,
  nextStepStatus,
} from '#domain/refurb_steps'
import { answersProblem, suggestedStepIds } from '#domain/refurb_diagnosis'

/** Part 1 §4 written out again by hand, status by status: the actions each one allows. */
const EXPECTED: Record<string, string[]> = {
  to_do: ['start', 'cancel'],
  in_progress: ['pause', 'complete', 'cancel'],
  paused: ['resume', 'cancel'],
  cancelled: [],
  completed: [],
}
const WRITER = new Set(['refurb_write'])

test.group('Item refurb steps / the table', () => {
  test('each status allows exactly the actions of part 1 §4', ({ assert }) => {
    for (const status of ITEM_REFURB_STEP_STATUSES) {
      assert.sameMembers(allowedStepActions(status, WRITER), EXPECTED[status]!, status)
      for (const action of STEP_ACTION_NAMES) {
        assert.equal(nextStepStatus(action, status) !== null, EXPECTED[status]!.includes(action))
      }
    }
    assert.equal(nextStepStatus('resume', 'paused'), 'in_progress')
    assert.equal(nextStepStatus('complete', 'in_progress'), 'completed')
    assert.isNull(nextStepStatus('start', 'unknown'))
  })

  test('completed and cancelled are final; validate all waits for every step to reach one', ({ assert }) => {
    assert.sameMembers([...FINAL_STEP_STATUSES], ['completed', 'cancelled'])
    assert.isTrue(allStepsFinished([]))
    assert.isTrue(allStepsFinished(['completed', 'cancelled']))
    assert.isFalse(allStepsFinished(['completed', 'to_do']))
    assert.isFalse(allStepsFinished(['paused']))
  })

  test('only refurb write acts on steps', ({ assert }) => {
    for (const action of STEP_ACTION_NAMES) {
      assert.isTrue(canActOnStep(action, WRITER))
      assert.isFalse(canActOnStep(action, new Set(['refurb_diagnostic_write', 'items_stock_read'])))
    }
    assert.deepEqual(allowedStepActions('to_do', new Set()), [])
  })
})

test.group('Refurb diagnosis / answers', () => {
  const questions = [
    {
      id: 1,
      type: 'unique' as const,
      answers: [
        { id: 11, stepIds: [] },
        { id: 12, stepIds: [100] },
      ],
    },
    {
      id: 2,
      type: 'multiple' as const,
      answers: [
        { id: 21, stepIds: [200] },
        { id: 22, stepIds: [100, 300] },
      ],
    },
  ]

  test('one answer to a unique question, at least one to a multiple one, none unknown', ({ assert }) => {
    assert.isNull(answersProblem(questions, [11, 21]))
    assert.isNull(answersProblem(questions, [12, 21, 22]))
    assert.equal(answersProblem(questions, [11]), 'incomplete')
    assert.equal(answersProblem(questions, [11, 12, 21]), 'incomplete')
    assert.equal(answersProblem(questions, [11, 21, 99]), 'unknown')
    assert.equal(answersProblem(questions, [11, 21, 21]), 'duplicate')
    assert.isNull(answersProblem([], []))
  })

  test('the steps the answers suggest, each once', ({ assert }) => {
    assert.deepEqual(suggestedStepIds(questions, [12, 21, 22]), [100, 200, 300])
    assert.deepEqual(suggestedStepIds(questions, [11, 21]), [200])
  })
})
