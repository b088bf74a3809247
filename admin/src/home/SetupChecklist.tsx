import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import { Link as MuiLink, List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { useSession } from '../layout/useSession'
import { useClientContext } from '../providers/clientContext'
import { getJson, segment } from '../providers/request'

interface ChecklistLine {
  key: string
  done: boolean
  /** None when the caller cannot open the screen that fixes it: the platform does (`byPlatform`). */
  link: string | null
  byPlatform?: boolean
}

/**
 * A client's set-up checklist (`GET /api/accounts/:id/setup-checklist`) on its back-office home, shown to
 * its admin or to the super admin acting for it until every line is done; each line left links to the
 * screen that fixes it.
 */
export const SetupChecklist = () => {
  const translate = useTranslate()
  const session = useSession()
  const context = useClientContext()
  const isClientAdmin = (session?.user.types.includes('admin') ?? false) && session?.account.isRetailer
  const accountId = context?.id ?? (isClientAdmin ? session?.account.id : undefined)
  const { data: lines } = useQuery({
    queryKey: ['setup-checklist', accountId],
    queryFn: () =>
      getJson<ChecklistLine[]>(`/accounts/${segment(accountId!)}/setup-checklist`, { silent: true }),
    enabled: accountId !== undefined,
    retry: false,
  })
  if (!lines || lines.every((line) => line.done)) return null
  const name = context?.name ?? session?.account.name ?? ''

  return (
    <Paper component="section" aria-labelledby="setup-checklist-title" sx={{ p: { xs: 2, md: 3 }, mb: 4 }}>
      <Typography id="setup-checklist-title" variant="h2" component="h2">
        {translate('home.checklist.title', { name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('home.checklist.help')}
      </Typography>
      <List dense>
        {lines.map((line) => (
          <ListItem key={line.key} data-done={line.done}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {line.done ? (
                <CheckCircleIcon color="success" titleAccess={translate('home.checklist.done')} />
              ) : (
                <RadioButtonUncheckedIcon color="warning" titleAccess={translate('home.checklist.todo')} />
              )}
            </ListItemIcon>
            <ListItemText
              secondary={!line.done && line.byPlatform ? translate('home.checklist.by_platform') : undefined}
              primary={
                line.done || line.link === null ? (
                  translate(`home.checklist.items.${line.key}`)
                ) : (
                  <MuiLink component={Link} to={line.link}>
                    {translate(`home.checklist.items.${line.key}`)}
                  </MuiLink>
                )
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  )
}
