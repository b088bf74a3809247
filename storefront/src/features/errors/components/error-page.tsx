import type { ReactNode } from 'react'
import { PageHeading } from '@/components/page-heading'
import './error-page.css'

type ErrorPageProps = {
  title: string
  text: string
  action: ReactNode
}

export function ErrorPage({ title, text, action }: ErrorPageProps) {
  return (
    <div className="container page error-page">
      <PageHeading>{title}</PageHeading>
      <p className="error-text">{text}</p>
      {action}
    </div>
  )
}
