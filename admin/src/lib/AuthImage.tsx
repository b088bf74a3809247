import { Box, type SxProps, type Theme } from '@mui/material'
import { useEffect, useState } from 'react'
import { useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

/**
 * An image the API serves only to a signed-in caller (an item's evidence photo): read with the session's
 * token and shown from an object URL, released when the image goes.
 */
export const AuthImage = ({ src, alt, sx }: { src: string; alt: string; sx?: SxProps<Theme> }) => {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [url, setUrl] = useState('')
  // The object URL lives as long as the image: the effect makes it and releases it.
  useEffect(() => {
    let objectUrl = ''
    let active = true
    dataProvider
      .protectedImage(src)
      .then((blob) => {
        if (!blob || !active) return
        objectUrl = URL.createObjectURL(blob)
        setUrl(objectUrl)
      })
      .catch(() => undefined)
    return () => {
      active = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [src, dataProvider])
  return url ? (
    <Box component="img" src={url} alt={alt} sx={sx} />
  ) : (
    <Box role="img" aria-label={alt} sx={sx} />
  )
}
