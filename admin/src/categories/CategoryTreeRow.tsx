import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import EditIcon from '@mui/icons-material/Edit'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { Box, Chip, IconButton, TableCell, TableRow } from '@mui/material'
import { Link } from 'react-router-dom'
import { useTranslate } from 'react-admin'
import type { CategoryNode } from './types'
import { CategoryLabel } from './CategoryLabel'

interface Props {
  node: CategoryNode
  depth: number
  expanded: boolean
  onToggle: (id: number) => void
  /** The client column's cell, for a super admin acting for no client: the root's client, else blank. */
  clientName?: string | null
}

/** One line of the category tree: indentation, expand button, counts, status and edit link. */
export const CategoryTreeRow = ({ node, depth, expanded, onToggle, clientName }: Props) => {
  const translate = useTranslate()
  const hasChildren = node.children.length > 0
  const toggleLabel = translate(
    expanded ? 'resources.categories.tree.collapse' : 'resources.categories.tree.expand',
    {
      label: node.label,
    }
  )
  return (
    <TableRow hover data-testid={`category-${node.identifier}`}>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 3 }}>
          {hasChildren ? (
            <IconButton
              size="small"
              onClick={() => onToggle(node.id)}
              aria-label={toggleLabel}
              aria-expanded={expanded}
            >
              {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
            </IconButton>
          ) : (
            <Box sx={{ width: 34 }} />
          )}
          <CategoryLabel label={node.label} sx={{ fontWeight: depth === 0 ? 600 : 400 }} />
        </Box>
      </TableCell>
      {clientName !== undefined && <TableCell>{clientName}</TableCell>}
      <TableCell sx={{ color: 'text.secondary' }}>{node.identifier}</TableCell>
      <TableCell align="right">{node.productCount}</TableCell>
      <TableCell align="right">{node.publishedWebCount}</TableCell>
      <TableCell align="right">{node.publishedStoreCount}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={node.status === 'active' ? 'success' : 'default'}
          variant="outlined"
          label={translate(`resources.categories.status.${node.status}`)}
        />
      </TableCell>
      <TableCell align="right">
        <IconButton
          component={Link}
          to={`/categories/${node.id}`}
          size="small"
          aria-label={translate('resources.categories.tree.edit', { label: node.label })}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  )
}
