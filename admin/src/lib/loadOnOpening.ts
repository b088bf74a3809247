import { getSession } from '../providers/session'

/**
 * A screen's code asked for as the back office starts on its address, beside the shell's code, rather than
 * once the shell has run and rendered the route (one round trip less before the screen, on a fresh browser).
 */
export function loadOnOpening(path: RegExp, load: () => Promise<unknown>) {
  if (getSession() && path.test(window.location.pathname)) void load().catch(() => undefined)
}
