import { Box, type SxProps, type Theme } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

/** A blob as a `data:` address, which needs no release (the cache drops it with the query). */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'))
    reader.readAsDataURL(blob)
  })

/**
 * An image the API serves only to a signed-in caller (an item's evidence photo): read with the session's
 * token through react-query and shown from a `data:` address; a refused one shows as an empty frame.
 */
export const AuthImage = ({ src, alt, sx }: { src: string; alt: string; sx?: SxProps<Theme> }) => {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { data: url } = useQuery({
    queryKey: ['protectedImage', src],
    queryFn: async () => {
      const blob = await dataProvider.protectedImage(src)
      return blob ? dataUrlOf(blob) : ''
    },
    retry: false,
    refetchOnWindowFocus: false,
  })
  return url ? (
    <Box component="img" src={url} alt={alt} sx={sx} />
  ) : (
    <Box role="img" aria-label={alt} sx={sx} />
  )
}
