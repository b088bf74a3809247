import { List, ListItem, ListItemText, Typography } from '@mui/material'
import type { StepHistoryEntry } from '../types'
import { useRefurbText } from '../useRefurbText'

/**
 * What happened to the step, oldest first: who did what, when, to which stock, with what comment. A list
 * rather than a table, so that a phone reads it without scrolling sideways.
 */
export const StepHistory = ({ history }: { history: StepHistoryEntry[] }) => {
  const { t, date, stepStatus } = useRefurbText()
  return (
    <List component="ol" aria-label={t('history.title')} disablePadding>
      {history.map((entry) => (
        <ListItem key={entry.id} divider disableGutters>
          <ListItemText
            primary={
              <>
                <Typography component="span" fontWeight={600}>
                  {t(`history.actions.${entry.action}`, { _: entry.action })}
                </Typography>
                {entry.from ? ` (${stepStatus(entry.from)} → ${stepStatus(entry.to)})` : ''}
              </>
            }
            secondary={
              <>
                {[date(entry.at), entry.user?.name, entry.stock?.name].filter(Boolean).join(' · ')}
                {entry.erasure && (
                  <Typography component="span" display="block" color="text.primary">
                    {t('history.erasure', {
                      method: t(`erasure_methods.${entry.erasure.method}`, { _: entry.erasure.method }),
                      tool: entry.erasure.tool ?? '-',
                      reference: entry.erasure.reference ?? '-',
                    })}
                  </Typography>
                )}
                {entry.comment && (
                  <Typography component="span" display="block" color="text.primary">
                    {t('history.comment', { comment: entry.comment })}
                  </Typography>
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  )
}
