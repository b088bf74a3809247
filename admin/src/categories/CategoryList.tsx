import {
  Box,
  Card,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useMemo, useState } from 'react'
import { CreateButton, Title, useGetMany, useTranslate } from 'react-admin'
import { useShowsEveryClient } from '../layout/ClientColumn'
import { CategoryTreeRow } from './CategoryTreeRow'
import { useCategoryTree } from './queries'
import type { CategoryNode } from './types'

/** The rows to show: a node's children appear while it is expanded. */
function visibleRows(
  nodes: CategoryNode[],
  expanded: Set<number>,
  depth = 0
): { node: CategoryNode; depth: number }[] {
  return nodes.flatMap((node) => [
    { node, depth },
    ...(expanded.has(node.id) ? visibleRows(node.children, expanded, depth + 1) : []),
  ])
}

/** `/categories/list`: the catalogue as a tree with product counts (part 1 §2 "Catalogue"). */
export const CategoryList = () => {
  const translate = useTranslate()
  const { data: tree, isPending } = useCategoryTree()
  const [toggled, setToggled] = useState<Map<number, boolean>>(new Map())
  // Roots and their children start expanded; the user's clicks win afterwards.
  const expanded = useMemo(() => {
    const open = new Set<number>()
    const walk = (nodes: CategoryNode[], depth: number) =>
      nodes.forEach((node) => {
        if (toggled.get(node.id) ?? depth < 1) open.add(node.id)
        walk(node.children, depth + 1)
      })
    walk(tree ?? [], 0)
    return open
  }, [tree, toggled])
  const toggle = (id: number) => setToggled(new Map(toggled).set(id, !expanded.has(id)))
  // A super admin acting for no client sees every client's tree: each root names its client.
  const everyClient = useShowsEveryClient()
  const rootClientIds = [...new Set((tree ?? []).flatMap((node) => (node.accountId ? [node.accountId] : [])))]
  const { data: clients } = useGetMany(
    'clients',
    { ids: rootClientIds },
    { enabled: everyClient && rootClientIds.length > 0 }
  )
  const clientNames = new Map((clients ?? []).map((client) => [client.id, client.commonName as string]))
  const clientOf = (node: CategoryNode) =>
    everyClient ? (node.accountId ? (clientNames.get(node.accountId) ?? null) : null) : undefined
  const columns = [
    'label',
    ...(everyClient ? ['client'] : []),
    'identifier',
    'productCount',
    'publishedWebCount',
    'publishedStoreCount',
    'status',
  ]

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('resources.categories.tree.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>
          {translate('resources.categories.tree.title')}
        </Typography>
        <CreateButton resource="categories" />
      </Box>
      <Card>
        {isPending && <LinearProgress />}
        <Table size="small" aria-label={translate('resources.categories.tree.title')}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} align={column.endsWith('Count') ? 'right' : 'left'}>
                  {translate(
                    column === 'client'
                      ? 'resources.clients.context.column'
                      : `resources.categories.tree.columns.${column}`
                  )}
                </TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {visibleRows(tree ?? [], expanded).map(({ node, depth }) => (
              <CategoryTreeRow
                key={node.id}
                node={node}
                depth={depth}
                expanded={expanded.has(node.id)}
                onToggle={toggle}
                clientName={clientOf(node)}
              />
            ))}
            {tree?.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>
                  {translate('resources.categories.tree.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
    </Box>
  )
}
