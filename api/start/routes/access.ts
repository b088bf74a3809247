import { middleware } from '#start/kernel'
import type { Permission } from '#permissions/names'

/**
 * What a route needs, as one named middleware the route table test can read back.
 */
export const access = {
  public: () => middleware.access({ public: true }),
  anonymous: () => middleware.access({ anonymous: true }),
  signedIn: () => middleware.access({ signedIn: true }),
  can: (permission: Permission) => middleware.access({ permission }),
}
