import PrintIcon from '@mui/icons-material/Print'
import SearchIcon from '@mui/icons-material/Search'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { HttpError, Title, useLocale, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { formatEuros } from '../../lib/money'
import { API_URL, downloadFile, httpClient } from '../../providers/httpClient'
import { getSession } from '../../providers/session'
import { readStoreCart, writeStoreCart, clearStoreCart, type StoreCartLine } from './storeCart'

const STEPS = ['search', 'options', 'declaration', 'customer', 'summary'] as const
const IDENTITY_TYPES = ['identity_card', 'passport', 'driving_licence', 'residence_permit']
const CUSTOMER_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'street',
  'zipCode',
  'city',
  'country',
] as const
const IDENTITY_FIELDS = ['type', 'number', 'authority', 'deliveryDate'] as const

interface Product {
  id: string
  label: string
  brand: string | null
  eanCode?: string | null
}
interface Question {
  id: number
  title: string
  howToTest: string | null
  answers: { id: number; name: string }[]
}
interface PaymentMode {
  id: number
  label: string
  needsIban: boolean
  paymentModifier: number
  bonus: number
  total: number
}
interface TransportMode {
  id: string
  name: string
  shippingModifier: number
  paymentModes: PaymentMode[]
}
interface Rule {
  type: 'fixed' | 'percentage'
  value: number
}
/** A transport mode offered before the declaration: the rules of its amounts, not the amounts. */
interface OptionMode {
  id: string
  name: string
  shippingRule: Rule | null
  paymentModes: { id: number; label: string; paymentRule: Rule; bonusRule: Rule | null }[]
}
interface Estimate {
  grade: string
  estimate: number
  impacts: { label: string; value: number }[]
  transportModes: TransportMode[]
}
interface Made {
  buybacks: { id: number; identificationNumber: string; product: { label: string } | null }[]
}

const api = async <T,>(path: string, init?: { method?: string; body?: unknown }) => {
  const { json } = await httpClient(`${API_URL}${path}`, {
    method: init?.method ?? 'GET',
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
    silent: true,
  })
  return json as T
}

const newKey = () => `store-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`

/**
 * `/buybacks/create` (part 1 §2 "Wizards"): the store seller's buy-back for a walk-in customer — search
 * (keyword, IMEI, or an EAN typed or scanned with a keyboard-wedge scanner), options (how the product is
 * handed over and how the customer is paid), declaration with the price, customer information with the
 * identity document, summary confirmed by the seller — on the same estimate and cart
 * as the storefront, then the transfer order and tracking sheet to print.
 */
export const StoreBuybackWizard = () => {
  const translate = useTranslate()
  const locale = useLocale()
  const store = getSession()?.currentOrganization
  const storeId = store?.id ?? null
  const [step, setStep] = useState(0)
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<Product[] | null>(null)
  const [product, setProduct] = useState<(Product & { isCollectingImei: boolean }) | null>(null)
  const [questions, setQuestions] = useState<Question[]>([])
  const [answers, setAnswers] = useState<Record<number, number>>({})
  const [imei, setImei] = useState('')
  const [options, setOptions] = useState<OptionMode[]>([])
  const [estimate, setEstimate] = useState<Estimate | null>(null)
  const [transportId, setTransportId] = useState('')
  const [paymentId, setPaymentId] = useState<number | null>(null)
  const [lines, setLines] = useState<StoreCartLine[]>(() => readStoreCart(storeId))
  const [customer, setCustomer] = useState<Record<string, string>>({ country: 'FR' })
  const [identity, setIdentity] = useState<Record<string, string>>({ type: 'identity_card' })
  const [iban, setIban] = useState('')
  const [confirmed, setConfirmed] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [serverError, setServerError] = useState<{ message: string; back: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const [made, setMade] = useState<Made | null>(null)
  const idempotencyKey = useRef(newKey())
  const searchField = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (storeId) writeStoreCart(storeId, lines)
  }, [storeId, lines])

  const money = (cents: number) => formatEuros(cents, locale)
  /** "+10 %", "-2,00 €": a modifier or bonus as its mode sets it (fixed amounts in cents); nothing for none. */
  const ruleText = (rule: Rule | null) => {
    if (!rule || !rule.value) return ''
    const sign = rule.value > 0 ? '+' : ''
    return rule.type === 'percentage' ? `${sign}${rule.value} %` : `${sign}${money(rule.value)}`
  }
  const option = options.find((mode) => mode.id === transportId) ?? null
  const transport = estimate?.transportModes.find((mode) => mode.id === transportId) ?? null
  const payment = transport?.paymentModes.find((mode) => mode.id === paymentId) ?? null
  const total = useMemo(() => lines.reduce((sum, line) => sum + line.total, 0), [lines])

  /** Shows the server's refusal; an estimate refusal about the product offers to go back to the search. */
  const fail = (caught: unknown, back = false) => {
    const body = caught instanceof HttpError ? (caught.body as Record<string, unknown> | null) : null
    const errors = body?.errors as Record<string, string> | undefined
    if (errors) {
      setFieldErrors(errors)
      return
    }
    const status = caught instanceof HttpError ? caught.status : 0
    const message =
      status >= 500 || status === 0
        ? translate('resources.buybacks.wizard.creation_failed')
        : caught instanceof Error
          ? caught.message
          : ''
    setServerError({ message, back })
  }

  const search = async (event?: FormEvent) => {
    event?.preventDefault()
    const text = query.trim()
    if (!text) return
    setBusy(true)
    try {
      const byImei = /^\d{15,17}$/.test(text)
      const params = new URLSearchParams(byImei ? { imei: text } : { keyword: text })
      const found = await api<{ items: Product[] }>(`/store/products?${params}`)
      setResults(found.items)
      if (byImei) setImei(text)
      // A scanned EAN that names one product goes straight to its declaration.
      if (/^\d{8,14}$/.test(text) && found.items.length === 1) await choose(found.items[0])
    } catch (caught) {
      fail(caught)
    } finally {
      setBusy(false)
    }
  }

  const choose = async (chosen: Product) => {
    try {
      const [diagnostic, offered] = await Promise.all([
        api<{ product: Product & { isCollectingImei: boolean }; questions: Question[] }>(
          `/storefront/products/${chosen.id}/diagnostic`
        ),
        api<OptionMode[]>(`/store/${storeId}/products/${chosen.id}/options`),
      ])
      setProduct(diagnostic.product)
      setQuestions(diagnostic.questions)
      setOptions(offered)
      setTransportId(offered[0]?.id ?? '')
      setPaymentId(offered[0]?.paymentModes[0]?.id ?? null)
      setAnswers({})
      setEstimate(null)
      setStep(1)
    } catch (caught) {
      fail(caught, true)
    }
  }

  const estimateNow = async () => {
    if (!product || !storeId) return
    setBusy(true)
    setFieldErrors({})
    try {
      const result = await api<Estimate>(`/store/${storeId}/estimates`, {
        method: 'POST',
        body: {
          productId: product.id,
          answers: questions.map((question) => answers[question.id]),
          imei: product.isCollectingImei ? imei.trim() : undefined,
        },
      })
      // The options were chosen before the condition was known: the estimate confirms they still apply.
      const offered = result.transportModes
        .find((mode) => mode.id === transportId)
        ?.paymentModes.some((mode) => mode.id === paymentId)
      if (!offered) {
        setServerError({ message: t('option_unavailable'), back: false })
        setStep(1)
        return
      }
      setEstimate(result)
    } catch (caught) {
      fail(caught, true)
    } finally {
      setBusy(false)
    }
  }

  const addLine = () => {
    if (!product || !estimate || !transport || !payment) return
    setLines([
      ...lines,
      {
        productId: product.id,
        label: product.label,
        answers: questions.map((question) => answers[question.id]),
        imei: product.isCollectingImei ? imei.trim() : undefined,
        transportModeId: transport.id,
        paymentModeId: payment.id,
        needsIban: payment.needsIban,
        grade: estimate.grade,
        total: payment.total,
      },
    ])
    setStep(3)
  }

  const anotherProduct = () => {
    setProduct(null)
    setResults(null)
    setQuery('')
    setImei('')
    setStep(0)
  }

  const checkout = async () => {
    if (!storeId) return
    setBusy(true)
    setFieldErrors({})
    try {
      const needsIban = lines.some((line) => line.needsIban)
      const result = await api<Made>(`/store/${storeId}/buybacks`, {
        method: 'POST',
        body: {
          idempotencyKey: idempotencyKey.current,
          termsAccepted: confirmed,
          buybacks: lines.map(
            ({ productId, answers: chosen, imei: code, transportModeId, paymentModeId }) => ({
              productId,
              answers: chosen,
              imei: code,
              transportModeId,
              paymentModeId,
            })
          ),
          customer: {
            ...customer,
            iban: needsIban ? iban.replace(/\s/g, '') : undefined,
            identity,
          },
        },
      })
      setMade(result)
      clearStoreCart()
      setLines([])
    } catch (caught) {
      fail(caught)
      const body = caught instanceof HttpError ? (caught.body as Record<string, unknown> | null) : null
      const errors = Object.keys((body?.errors as Record<string, string>) ?? {})
      if (errors.some((name) => name.startsWith('customer'))) setStep(3)
    } finally {
      setBusy(false)
    }
  }

  const print = (id: number, kind: string) =>
    void downloadFile(`${API_URL}/buybacks/${id}/documents/${kind}`, `${kind}.pdf`).catch((caught) =>
      fail(caught)
    )

  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.buybacks.wizard.${key}`, options)

  if (!storeId) {
    return (
      <Card sx={{ mt: 2 }}>
        <Title title={t('title')} />
        <CardContent>
          <Alert severity="warning">{t('no_store')}</Alert>
        </CardContent>
      </Card>
    )
  }

  if (made) {
    return (
      <Card sx={{ mt: 2 }}>
        <Title title={t('title')} />
        <CardContent>
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('done')}
          </Alert>
          {made.buybacks.map((buyback) => (
            <Stack
              key={buyback.id}
              direction="row"
              spacing={1}
              alignItems="center"
              sx={{ mb: 1, flexWrap: 'wrap' }}
            >
              <Typography sx={{ minWidth: 260 }}>
                <Link to={`/buybacks/${buyback.id}/show`}>{buyback.identificationNumber}</Link>
                {' · '}
                {buyback.product?.label}
              </Typography>
              <Button startIcon={<PrintIcon />} onClick={() => print(buyback.id, 'transfer_order')}>
                {translate('resources.buybacks.documents.kinds.transfer_order')}
              </Button>
              <Button startIcon={<PrintIcon />} onClick={() => print(buyback.id, 'tracking_sheet')}>
                {translate('resources.buybacks.documents.kinds.tracking_sheet')}
              </Button>
            </Stack>
          ))}
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            onClick={() => {
              setMade(null)
              idempotencyKey.current = newKey()
              setCustomer({ country: 'FR' })
              setIdentity({ type: 'identity_card' })
              setIban('')
              setConfirmed(false)
              anotherProduct()
            }}
          >
            {t('new')}
          </Button>
        </CardContent>
      </Card>
    )
  }

  const customerField = (name: string) => (
    <TextField
      key={name}
      label={translate(`resources.buybacks.wizard.customer.${name}`)}
      value={customer[name] ?? ''}
      onChange={(event) => setCustomer({ ...customer, [name]: event.target.value })}
      error={Boolean(fieldErrors[`customer.${name}`])}
      helperText={fieldErrors[`customer.${name}`]}
      required={name !== 'streetComplement'}
      fullWidth
    />
  )

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <CardContent>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{t(`steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {lines.length > 0 && step < 4 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('cart', { smart_count: lines.length, total: money(total) })}
          </Alert>
        )}

        {step === 0 && (
          <Box component="form" onSubmit={(event) => void search(event)}>
            <Stack direction="row" spacing={1}>
              <TextField
                inputRef={searchField}
                autoFocus
                label={t('search')}
                helperText={t('search_help')}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                fullWidth
              />
              <Button
                type="submit"
                variant="contained"
                startIcon={<SearchIcon />}
                disabled={busy}
                sx={{ height: 56 }}
              >
                {translate('ra.action.search')}
              </Button>
            </Stack>
            {results && results.length === 0 && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {t('no_result')}
              </Alert>
            )}
            {results && results.length > 0 && (
              <List aria-label={t('results')}>
                {results.map((one) => (
                  <ListItemButton key={one.id} onClick={() => void choose(one)}>
                    <ListItemText
                      primary={one.label}
                      secondary={[one.brand, one.eanCode].filter(Boolean).join(' · ')}
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
            {lines.length > 0 && (
              <Button sx={{ mt: 2 }} onClick={() => setStep(3)}>
                {t('to_customer')}
              </Button>
            )}
          </Box>
        )}

        {step === 1 && product && option && (
          <Stack spacing={2}>
            <Typography variant="h6">{product.label}</Typography>
            <TextField
              select
              label={t('transport')}
              value={transportId}
              onChange={(event) => {
                setTransportId(event.target.value)
                const next = options.find((mode) => mode.id === event.target.value)
                setPaymentId(next?.paymentModes[0]?.id ?? null)
              }}
            >
              {options.map((mode) => (
                <MenuItem key={mode.id} value={mode.id}>
                  {mode.name}
                  {ruleText(mode.shippingRule) && ` (${ruleText(mode.shippingRule)})`}
                </MenuItem>
              ))}
            </TextField>
            <FormControl>
              <FormLabel id="payment-label">{t('payment')}</FormLabel>
              <RadioGroup
                aria-labelledby="payment-label"
                value={paymentId ? String(paymentId) : ''}
                onChange={(event) => setPaymentId(Number(event.target.value))}
              >
                {option.paymentModes.map((mode) => (
                  <FormControlLabel
                    key={mode.id}
                    value={String(mode.id)}
                    control={<Radio />}
                    label={[
                      mode.label,
                      ruleText(mode.paymentRule),
                      mode.bonusRule ? t('bonus', { amount: ruleText(mode.bonusRule) }) : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <Stack direction="row" spacing={1}>
              <Button onClick={anotherProduct}>{translate('ra.action.back')}</Button>
              <Button variant="contained" disabled={!paymentId} onClick={() => setStep(2)}>
                {t('next')}
              </Button>
            </Stack>
          </Stack>
        )}

        {step === 2 && product && (
          <Stack spacing={3}>
            <Typography variant="h6">{product.label}</Typography>
            {questions.map((question, index) => (
              <FormControl key={question.id}>
                <FormLabel id={`question-${question.id}`}>
                  {t('question', { n: index + 1, total: questions.length })} — {question.title}
                </FormLabel>
                {question.howToTest && (
                  <Typography variant="caption" color="text.secondary">
                    {question.howToTest}
                  </Typography>
                )}
                <RadioGroup
                  aria-labelledby={`question-${question.id}`}
                  value={answers[question.id] ? String(answers[question.id]) : ''}
                  onChange={(event) => {
                    setAnswers({ ...answers, [question.id]: Number(event.target.value) })
                    setEstimate(null)
                  }}
                >
                  {question.answers.map((answer) => (
                    <FormControlLabel
                      key={answer.id}
                      value={String(answer.id)}
                      control={<Radio />}
                      label={answer.name}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            ))}
            {product.isCollectingImei && (
              <TextField
                label="IMEI"
                value={imei}
                onChange={(event) => setImei(event.target.value)}
                error={Boolean(fieldErrors.imei)}
                helperText={fieldErrors.imei}
                inputProps={{ inputMode: 'numeric', maxLength: 17 }}
              />
            )}
            {estimate && transport && payment && (
              <Box role="status">
                <Typography variant="h6">
                  {t('estimated', {
                    grade: translate(`resources.diagnostic.grades.${estimate.grade}`),
                    price: money(estimate.estimate),
                  })}
                </Typography>
                {estimate.impacts.map((impact) => (
                  <Typography key={impact.label} variant="body2" color="text.secondary">
                    {impact.label}: {money(impact.value)}
                  </Typography>
                ))}
                <Typography>
                  {t('line_total', { mode: payment.label, total: money(payment.total) })}
                  {payment.bonus ? ` (${t('bonus', { amount: money(payment.bonus) })})` : ''}
                </Typography>
              </Box>
            )}
            <Stack direction="row" spacing={1}>
              <Button onClick={() => setStep(1)}>{translate('ra.action.back')}</Button>
              {estimate && payment ? (
                <Button variant="contained" onClick={addLine}>
                  {t('add')}
                </Button>
              ) : (
                <Button
                  variant="contained"
                  disabled={busy || questions.some((question) => !answers[question.id])}
                  onClick={() => void estimateNow()}
                >
                  {t('estimate')}
                </Button>
              )}
            </Stack>
          </Stack>
        )}

        {step === 3 && (
          <Stack spacing={2}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
              {CUSTOMER_FIELDS.map(customerField)}
            </Box>
            <Typography variant="subtitle1">{t('identity_title')}</Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
              {IDENTITY_FIELDS.map((name) => (
                <TextField
                  key={name}
                  select={name === 'type'}
                  type={name === 'deliveryDate' ? 'date' : 'text'}
                  label={translate(`resources.buybacks.wizard.identity.${name}`)}
                  value={identity[name] ?? ''}
                  onChange={(event) => setIdentity({ ...identity, [name]: event.target.value })}
                  error={Boolean(fieldErrors[`customer.identity.${name}`])}
                  helperText={fieldErrors[`customer.identity.${name}`]}
                  InputLabelProps={name === 'deliveryDate' ? { shrink: true } : undefined}
                  required
                >
                  {name === 'type'
                    ? IDENTITY_TYPES.map((type) => (
                        <MenuItem key={type} value={type}>
                          {translate(`resources.buybacks.wizard.identity_types.${type}`)}
                        </MenuItem>
                      ))
                    : undefined}
                </TextField>
              ))}
            </Box>
            {lines.some((line) => line.needsIban) && (
              <TextField
                label="IBAN"
                value={iban}
                onChange={(event) => setIban(event.target.value)}
                error={Boolean(fieldErrors['customer.iban'])}
                helperText={fieldErrors['customer.iban']}
                required
              />
            )}
            <Stack direction="row" spacing={1}>
              <Button onClick={anotherProduct}>{t('another')}</Button>
              <Button variant="contained" onClick={() => setStep(4)}>
                {t('next')}
              </Button>
            </Stack>
          </Stack>
        )}

        {step === 4 && (
          <Stack spacing={2}>
            {lines.map((line, index) => (
              <Stack key={index} direction="row" justifyContent="space-between" alignItems="center">
                <Typography>
                  {line.label} · {translate(`resources.diagnostic.grades.${line.grade}`)}
                </Typography>
                <Stack direction="row" spacing={1} alignItems="center">
                  <Typography>{money(line.total)}</Typography>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setLines(lines.filter((_, at) => at !== index))}
                  >
                    {translate('ra.action.remove')}
                  </Button>
                </Stack>
              </Stack>
            ))}
            <Typography variant="h6">{t('total', { total: money(total) })}</Typography>
            <Typography variant="body2">
              {[customer.firstname, customer.lastname].join(' ')} · {customer.email} · {customer.phone}
            </Typography>
            {Object.keys(fieldErrors).length > 0 && (
              <Alert severity="error" role="alert">
                {Object.values(fieldErrors).join(' ')}
              </Alert>
            )}
            <FormControlLabel
              control={
                <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
              }
              label={t('confirmation')}
            />
            <Stack direction="row" spacing={1}>
              <Button onClick={() => setStep(3)}>{translate('ra.action.back')}</Button>
              <Button
                variant="contained"
                disabled={busy || !confirmed || lines.length === 0}
                onClick={() => void checkout()}
              >
                {t('create')}
              </Button>
            </Stack>
          </Stack>
        )}
      </CardContent>
      <Dialog
        open={Boolean(serverError)}
        onClose={() => setServerError(null)}
        aria-labelledby="wizard-error-title"
      >
        <DialogTitle id="wizard-error-title">{t('error_title')}</DialogTitle>
        <DialogContent>
          <Typography role="alert">{serverError?.message}</Typography>
        </DialogContent>
        <DialogActions>
          {serverError?.back ? (
            <Button
              variant="contained"
              onClick={() => {
                setServerError(null)
                anotherProduct()
              }}
            >
              {t('back_to_search')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setServerError(null)}>
              {translate('ra.action.close')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </Card>
  )
}
