import { QueryClient } from '@tanstack/react-query'

/**
 * The back office's react-query cache (react-admin's defaults), created here rather than inside <Admin> so
 * that code running before the first render can fill it: the imports list's first page is asked for as the
 * back office starts on its address (imports/routes.tsx).
 */
export const queryClient = new QueryClient()
