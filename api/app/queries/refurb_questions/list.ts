import type { HttpContext } from '@adonisjs/core/http'
import { paginateList } from '#services/list_query'
import { ownedRefurbQuestions } from '#queries/refurb_questions/show'

/** A page of the refurb diagnosis questions the caller's account owns. */
export const refurbQuestionList = (ctx: HttpContext) =>
  paginateList(ctx, ownedRefurbQuestions(ctx.actor), {
    accountColumn: 'refurb_diagnostic_questions.account_id',
    sortable: {
      position: 'refurb_diagnostic_questions.position',
      title: 'refurb_diagnostic_questions.title',
    },
    defaultSort: ['position', 'asc'],
    search: ['refurb_diagnostic_questions.title'],
  })
