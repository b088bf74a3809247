import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline'
import { lazy } from 'react'

/** `/failed-jobs` (issue 15): the job queue's failed jobs, for the platform admin. */
export default {
  list: lazy(() => import('./FailedJobList').then((module) => ({ default: module.FailedJobList }))),
  icon: ErrorOutlineIcon,
}
