import { useEffect, useState } from 'react'
import { apiRequest } from '@/lib/api-client'

export type FeaturedProduct = {
  id: string
  label: string
  brand: string | null
  image: string | null
  /** Best buy-back price in cents (grade A), or null when the product has none. */
  bestPrice: number | null
}

export type HomeWidget =
  | { type: 'html'; html: string }
  | { type: 'products'; title: string | null; products: FeaturedProduct[] }
  | { type: 'search'; title: string; image: string | null }
  | { type: 'banner'; title: string; image: string | null }

export type HomeContent = {
  metaTitle: string | null
  metaDescription: string | null
  widgets: HomeWidget[]
}

/** The client's published home page blocks (GET /api/white-label/home); none while loading or on failure. */
export function useHomeContent(language: string): HomeContent | null {
  const [content, setContent] = useState<HomeContent | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    apiRequest<HomeContent>('/api/white-label/home', { signal: controller.signal }).then(
      (body) => setContent(body && Array.isArray(body.widgets) ? body : null),
      () => setContent(null)
    )
    return () => controller.abort()
  }, [language])
  return content
}
