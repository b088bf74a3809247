import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Link, Navigate, useParams } from 'react-router-dom'
import { PageHeading } from '@/components/page-heading'
import { PageLoading } from '@/components/page-loading'
import { slugify } from '@/lib/url'
import { getCategories, type PublicCategory } from '../api/search-products'
import { SearchResults } from './search-page'
import '@/styles/tunnel.css'

type Props = { enabled: boolean; supportEmail: string | null }

function useCategories(enabled: boolean) {
  const [categories, setCategories] = useState<PublicCategory[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (enabled) getCategories().then(setCategories, () => setFailed(true))
  }, [enabled])
  return { categories, failed }
}

function find(nodes: PublicCategory[], id: number): PublicCategory | null {
  for (const node of nodes) {
    if (node.id === id) return node
    const below = find(node.children, id)
    if (below) return below
  }
  return null
}

function CategoryCards({ categories }: { categories: PublicCategory[] }) {
  return (
    <ul className="result-list">
      {categories.map((category) => (
        <li key={category.id}>
          <Link className="result-card" to={`/category/${category.id}/${slugify(category.label)}`}>
            {category.image ? (
              <img src={category.image} alt="" width={64} height={64} loading="lazy" />
            ) : (
              <span className="result-placeholder" aria-hidden="true" />
            )}
            <span className="result-label">{category.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** `/categories`: browse by category, when the client enables it (otherwise the 404 page). */
export default function CategoriesPage({ enabled }: Props) {
  const { t } = useTranslation()
  const { categories, failed } = useCategories(enabled)
  if (!enabled) return <Navigate to="/404" replace />
  return (
    <div className="container page tunnel">
      <PageHeading>{t('search.categories')}</PageHeading>
      {failed && (
        <p className="alert" role="alert">
          {t('search.failed')}
        </p>
      )}
      {categories ? <CategoryCards categories={categories} /> : !failed && <PageLoading inline />}
    </div>
  )
}

/** `/category/{id}/{slug}`: its subcategories, then the products of the category and those below it. */
export function CategoryPage({ enabled, supportEmail }: Props) {
  const { t } = useTranslation()
  const id = Number(useParams().categoryId)
  const { categories, failed } = useCategories(enabled)
  if (!enabled) return <Navigate to="/404" replace />
  if (failed) return <Navigate to="/404" replace />
  if (!categories) {
    return <PageLoading />
  }
  const category = find(categories, id)
  if (!category) return <Navigate to="/404" replace />
  return (
    <div className="container page tunnel">
      <p>
        <Link to="/categories">{t('search.allCategories')}</Link>
      </p>
      <PageHeading>{category.label}</PageHeading>
      {category.children.length > 0 && <CategoryCards categories={category.children} />}
      <SearchResults key={category.id} criteria={{ categoryId: category.id }} supportEmail={supportEmail} />
    </div>
  )
}
