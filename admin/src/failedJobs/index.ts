import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline'
import { lazy } from 'react'

/** `/failed-jobs`: the job queue's failed jobs, for the platform admin. */
export default {
  list: lazy(() => import('./FailedJobList').then((module) => ({ default: module.FailedJobList }))),
  icon: ErrorOutlineIcon,
}
