import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material'
import { useState, type ReactNode } from 'react'
import type { Verification } from '../useVerification'
import { useVerificationText } from '../useVerificationText'
import { DeclaredAnswers } from './DeclaredAnswers'
import { ProductCard } from './ProductCard'
import { ProductPicker } from './ProductPicker'
import { StepButtons } from './StepButtons'

/**
 * Characteristics: the product the customer declared, its declared grade, price and answers. The
 * operator confirms it or picks the product really received; the prices then come from that one.
 * `children` go below (the web file check asks the serial number and IMEI on this step).
 */
export const ProductStep = ({
  wizard,
  onNext,
  children,
}: {
  wizard: Verification
  onNext: () => void
  children?: ReactNode
}) => {
  const { t, money, grade } = useVerificationText()
  const declared = wizard.form?.declaredProduct ?? null
  // A declared product gone from the catalogue leaves only the picker.
  const [picking, setPicking] = useState(!declared)
  const { form, state, product } = wizard
  if (!form || !state) return null
  const changed = state.productId !== declared?.id

  return (
    <Stack spacing={3}>
      {form.buyback.priceMayBeCorrected && <Alert severity="warning">{t('stale')}</Alert>}
      {declared ? (
        <ProductCard product={declared} caption={t('product.declared')} />
      ) : (
        <Alert severity="warning">{t('product.declared_missing')}</Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
        {declared?.category && (
          <Typography>
            <strong>{t('fields.category')} : </strong>
            {declared.category.label}
          </Typography>
        )}
        <Typography>
          <strong>{t('fields.declared_grade')} : </strong>
          {grade(form.buyback.declaredGrade)}
        </Typography>
        <Typography>
          <strong>{t('fields.declared_price')} : </strong>
          {money(form.buyback.declaredPrice)}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {t('product.declared_answers')}
        </Typography>
        <DeclaredAnswers answers={form.declaredAnswers} />
      </Box>
      <Divider />
      {changed && product && (
        <Stack spacing={1}>
          <ProductCard product={product} caption={t('product.chosen')} />
          <Alert severity="info">{t('product.price_from_chosen')}</Alert>
        </Stack>
      )}
      {picking ? (
        <ProductPicker
          itemId={wizard.itemId}
          onPick={(id) => {
            wizard.chooseProduct(id)
            setPicking(false)
          }}
        />
      ) : (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setPicking(true)}>
            {t('product.other')}
          </Button>
          {changed && declared && (
            <Button onClick={() => wizard.chooseProduct(declared.id)}>{t('product.back_to_declared')}</Button>
          )}
        </Stack>
      )}
      {children}
      <StepButtons
        onNext={onNext}
        next={changed ? 'confirm_chosen' : 'confirm_declared'}
        nextDisabled={!product}
      />
    </Stack>
  )
}
