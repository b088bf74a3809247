import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined'
import { Box, Stack, Typography } from '@mui/material'
import type { ProductSummary } from '../types'

/** A product as the operator recognises it on the bench: its picture, label, brand and model. */
export const ProductCard = ({ product, caption }: { product: ProductSummary; caption?: string }) => (
  <Stack direction="row" spacing={2} alignItems="center">
    <Box
      sx={{
        width: 96,
        height: 96,
        flexShrink: 0,
        borderRadius: 1,
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {product.image ? (
        <img
          src={product.image}
          alt=""
          style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      ) : (
        <ImageOutlinedIcon color="disabled" fontSize="large" />
      )}
    </Box>
    <Box>
      {caption && (
        <Typography variant="overline" color="text.secondary">
          {caption}
        </Typography>
      )}
      <Typography variant="h6" component="p">
        {product.label}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[product.brand, product.modele].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  </Stack>
)
