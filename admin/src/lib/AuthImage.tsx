import { Box, type SxProps, type Theme } from '@mui/material'
import { useEffect, useState } from 'react'
import { currentLocale } from '../providers/i18n'
import { getSession } from '../providers/session'

/**
 * An image the API serves only to a signed-in caller (an item's evidence photo): read with the session's
 * token and shown from an object URL, released when the image goes.
 */
export const AuthImage = ({ src, alt, sx }: { src: string; alt: string; sx?: SxProps<Theme> }) => {
  const [url, setUrl] = useState('')
  useEffect(() => {
    let objectUrl = ''
    let active = true
    const headers = new Headers({ 'Accept-Language': currentLocale() })
    const session = getSession()
    if (session) {
      headers.set('Authorization', `Bearer ${session.token}`)
      headers.set('X-Module', session.currentModule)
    }
    fetch(src, { headers })
      .then((response) => (response.ok ? response.blob() : null))
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
  }, [src])
  return url ? (
    <Box component="img" src={url} alt={alt} sx={sx} />
  ) : (
    <Box role="img" aria-label={alt} sx={sx} />
  )
}
