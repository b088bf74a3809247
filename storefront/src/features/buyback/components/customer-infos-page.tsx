import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { PageHeading } from '@/components/page-heading'
import { getBuybackSettings, type BuybackSettings } from '../api/cart'
import { readCustomer, saveCustomer, useCart, type CustomerInfo } from '../cart-store'
import { BuybackTexts } from '../i18n/buyback-texts'
import { COUNTRIES, EMPTY, IDENTITY_TYPES, check, type Errors, type TextField } from './customer-checks'
import '@/styles/tunnel.css'

/** `/cart/customer-infos`: contact, address, bank details and identity document when the options call for them. */
function CustomerInfosPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const cart = useCart()
  // Back from the summary after the server refused a field: its messages, and what was typed (the IBAN too).
  const state = (useLocation().state ?? {}) as { errors?: Errors; customer?: CustomerInfo }
  const serverErrors = state.errors ?? {}
  const [settings, setSettings] = useState<BuybackSettings | null>(null)
  const [customer, setCustomer] = useState<CustomerInfo>(() => state.customer ?? readCustomer() ?? EMPTY)
  const [errors, setErrors] = useState<Errors>(serverErrors)
  const needsIban = cart?.lines.some((line) => line.needsIban) ?? false
  const needsIdentity = settings?.customerIdentityDocumentRequired ?? false

  useEffect(() => {
    getBuybackSettings().then(setSettings, () => setSettings(null))
  }, [])

  // What was typed outlives a reload (kept apart from the cart, removed with it), as it is typed.
  const hasCart = cart !== null
  useEffect(() => {
    if (hasCart) saveCustomer(customer)
  }, [customer, hasCart])

  if (!cart) {
    return (
      <div className="container page tunnel">
        <PageHeading>{t('customer.title')}</PageHeading>
        <p>{t('cart.empty')}</p>
        <Link to="/search">{t('diag.searchAgain')}</Link>
      </div>
    )
  }

  const set = (field: TextField, value: string) => setCustomer({ ...customer, [field]: value })

  /** A field is checked when it is left (and again as it is corrected), not only on "Next". */
  const recheck = (keys: string[], next: CustomerInfo = customer) => {
    const found = check(next, needsIban, needsIdentity, t)
    const kept = Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)))
    const added = Object.fromEntries(keys.filter((key) => found[key]).map((key) => [key, found[key]!]))
    setErrors({ ...kept, ...added })
  }
  const setIdentity = (field: string, value: string) =>
    setCustomer({
      ...customer,
      identity: {
        type: 'identity_card',
        number: '',
        authority: '',
        deliveryDate: '',
        ...customer.identity,
        [field]: value,
      },
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = check(customer, needsIban, needsIdentity, t)
    setErrors(found)
    if (Object.keys(found).length) {
      document.getElementById(`customer-${Object.keys(found)[0]?.replace('.', '-')}`)?.focus()
      return
    }
    saveCustomer(customer)
    navigate('/cart/summary', { state: { customer } })
  }

  const field = (name: TextField, type = 'text', autoComplete?: string, required = true) => (
    <div className="form-field">
      <label htmlFor={`customer-${name}`} className="field-label">
        {t(`customer.fields.${name}`)}
        {required ? ' *' : ''}
      </label>
      <input
        id={`customer-${name}`}
        className="field"
        type={type}
        autoComplete={autoComplete}
        value={String(customer[name] ?? '')}
        onChange={(event) => {
          set(name, event.target.value)
          if (errors[name]) recheck([name], { ...customer, [name]: event.target.value })
        }}
        onBlur={() => (customer[name] || errors[name] ? recheck([name]) : undefined)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `customer-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`customer-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  )

  const identityField = (name: 'number' | 'authority' | 'deliveryDate', type = 'text') => (
    <div className="form-field">
      <label htmlFor={`customer-identity-${name}`} className="field-label">
        {t(`customer.identity.${name}`)} *
      </label>
      <input
        id={`customer-identity-${name}`}
        className="field"
        type={type}
        value={customer.identity?.[name] ?? ''}
        onChange={(event) => setIdentity(name, event.target.value)}
        onBlur={() => (customer.identity?.[name] ? recheck([`identity.${name}`]) : undefined)}
        aria-invalid={errors[`identity.${name}`] ? true : undefined}
        aria-describedby={errors[`identity.${name}`] ? `customer-identity-${name}-error` : undefined}
      />
      {errors[`identity.${name}`] && (
        <p id={`customer-identity-${name}-error`} className="field-error">
          {errors[`identity.${name}`]}
        </p>
      )}
    </div>
  )

  const errorCount = Object.keys(errors).length
  return (
    <div className="container page tunnel">
      <PageHeading>{t('customer.title')}</PageHeading>
      <p className="muted">{t('customer.required')}</p>
      {errorCount > 0 && (
        <p className="alert" role="alert">
          {t('customer.errors.summary', { count: errorCount })}
        </p>
      )}
      <form className="tunnel-step customer-form" onSubmit={submit} noValidate>
        <fieldset className="form-group">
          <legend>{t('customer.contact')}</legend>
          {field('firstname', 'text', 'given-name')}
          {field('lastname', 'text', 'family-name')}
          {field('email', 'email', 'email')}
          {field('phone', 'tel', 'tel')}
        </fieldset>
        <fieldset className="form-group">
          <legend>{t('customer.address')}</legend>
          {field('street', 'text', 'address-line1')}
          {field('streetComplement', 'text', 'address-line2', false)}
          {field('zipCode', 'text', 'postal-code')}
          {field('city', 'text', 'address-level2')}
          <div className="form-field">
            <label htmlFor="customer-country" className="field-label">
              {t('customer.fields.country')} *
            </label>
            <select
              id="customer-country"
              className="field"
              value={customer.country}
              onChange={(event) => {
                set('country', event.target.value)
                if (customer.zipCode) recheck(['zipCode'], { ...customer, country: event.target.value })
              }}
            >
              {COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {t(`countries.${country}`)}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        {needsIban && (
          <fieldset className="form-group">
            <legend>{t('customer.bank')}</legend>
            <p className="muted">{t('customer.ibanHelp')}</p>
            {field('iban', 'text', 'off')}
          </fieldset>
        )}
        {needsIdentity && (
          <fieldset className="form-group">
            <legend>{t('customer.identity.title')}</legend>
            <div className="form-field">
              <label htmlFor="customer-identity-type" className="field-label">
                {t('customer.identity.type')} *
              </label>
              <select
                id="customer-identity-type"
                className="field"
                value={customer.identity?.type ?? 'identity_card'}
                onChange={(event) => setIdentity('type', event.target.value)}
              >
                {IDENTITY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`customer.identity.types.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            {identityField('number')}
            {identityField('authority')}
            {identityField('deliveryDate', 'date')}
          </fieldset>
        )}
        <div className="tunnel-actions">
          <Link className="button button-neutral" to="/cart/summary">
            {t('customer.toCart')}
          </Link>
          <button type="submit" className="button button-primary">
            {t('customer.next')}
          </button>
        </div>
      </form>
    </div>
  )
}

export default function CustomerInfosPageRoute() {
  return (
    <BuybackTexts>
      <CustomerInfosPage />
    </BuybackTexts>
  )
}
