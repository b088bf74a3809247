import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import BusinessError from '#exceptions/business_error'
import { dashboardQueryValidator } from '#validators/statistics'
import { dashboardData } from '#services/statistics/dashboard'
import { statisticsCsv } from '#services/statistics/csv'
import { exportAudienceOf } from '#services/csv/writer'
import { refreshSnapshots } from '#services/statistics/refresh'
import { parseWeek, previousWeek } from '#services/statistics/week'

/** The week asked for, by default the last complete one; a week that has not begun has nothing to show. */
async function weekOf(input: Record<string, unknown>) {
  const { week } = await dashboardQueryValidator.validate(input)
  if (!week) return previousWeek()
  const parsed = parseWeek(week)
  if (!parsed || parsed.start > DateTime.utc()) throw new BusinessError('statistics_week_invalid', 422)
  return parsed
}

/** The statistics dashboard of part 1 §1 (`/home`), from the weekly snapshots. */
export default class StatisticsController {
  /** `GET /api/dashboard-data?week=`: one week's figures, as the caller may see them. */
  async show({ request, actor }: HttpContext) {
    return dashboardData(actor, await weekOf(request.qs()))
  }

  /** `GET /api/dashboard-data/export?week=`: the same figures as CSV (the one writer of the exports). */
  async export(ctx: HttpContext) {
    const week = await weekOf(ctx.request.qs())
    const figures = await dashboardData(ctx.actor, week)
    ctx.response.header('Content-Type', 'text/csv; charset=utf-8')
    ctx.response.header('Content-Disposition', `attachment; filename="statistics-${week.name}.csv"`)
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    ctx.response.stream(statisticsCsv(figures, ctx.i18n, exportAudienceOf(ctx.request.qs(), ctx.i18n.locale)))
  }

  /** `POST /api/dashboard-data/refresh { week }`: the snapshot computed again now, then read. */
  async refresh({ request, actor }: HttpContext) {
    const week = await weekOf(request.body())
    await refreshSnapshots(actor, week)
    return dashboardData(actor, week)
  }
}
