import { useTranslation } from '@/lib/i18n'

const STEPS = ['estimate', 'send', 'paid'] as const
const BENEFITS = ['money', 'planet', 'data'] as const

export function HowItWorks() {
  const { t } = useTranslation()

  return (
    <div className="container home-sections">
      <section aria-labelledby="steps-title">
        <h2 id="steps-title">{t('home.stepsTitle')}</h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step} className="step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="step-title">{t(`home.steps.${step}.title`)}</h3>
                <p className="step-text">{t(`home.steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title">{t('home.benefitsTitle')}</h2>
        <ul className="benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{t(`home.benefits.${benefit}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  )
}
