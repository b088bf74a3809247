import AddIcon from '@mui/icons-material/Add'
import { Box, Button, LinearProgress, Paper, Typography } from '@mui/material'
import { Title, useGetList, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { useSession } from '../layout/useSession'
import { canAccess } from '../providers/canAccess'
import { apiFilter } from './list/listState'
import { ProductAlert } from './list/ProductAlert'
import { ProductFilterForm } from './list/ProductFilterForm'
import { ProductPagination } from './list/ProductPagination'
import { ProductTable, type ProductRow } from './list/ProductTable'
import { useProductListState } from './list/useProductListState'

/** The products list page of part 1 §2, on explicit state (see useProductListState). */
export const ProductList = () => {
  const translate = useTranslate()
  const permissions = useSession()?.permissions
  const { state, applyFilters, clearFilters, toggleSort, setPerPage, setPage } = useProductListState()
  const { data, total, isFetching } = useGetList<ProductRow>(
    'products',
    {
      pagination: { page: state.page, perPage: state.perPage },
      sort: state.sort,
      filter: apiFilter(state.filters),
    },
    // Keep showing the current page while the next one loads.
    { placeholderData: (previous) => previous }
  )

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('resources.products.list.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h1">{translate('resources.products.list.title')}</Typography>
        {canAccess(permissions, 'product_create') && (
          <Button component={Link} to="/products/create" variant="contained" startIcon={<AddIcon />}>
            {translate('resources.products.list.create')}
          </Button>
        )}
      </Box>
      <ProductAlert />
      <ProductFilterForm applied={state.filters} onSearch={applyFilters} onClear={clearFilters} />
      <Paper sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        <ProductTable rows={data ?? []} sort={state.sort} onSort={toggleSort} />
        <ProductPagination
          page={state.page}
          perPage={state.perPage}
          total={total ?? 0}
          onPage={setPage}
          onPerPage={setPerPage}
        />
      </Paper>
    </Box>
  )
}
