import { middleware } from '#start/kernel'
import type { Permission } from '#permissions/names'
import type { FileLimit } from '#services/uploads'
import type { UploadsOptions } from '#middleware/uploads_middleware'

/**
 * What a route needs, as one named middleware the route table test can read back.
 */
export const access = {
  public: () => middleware.access({ public: true }),
  anonymous: () => middleware.access({ anonymous: true }),
  signedIn: () => middleware.access({ signedIn: true }),
  can: (permission: Permission) => middleware.access({ permission }),
}

/**
 * A route that takes files, after its access rule: its multipart body is read there, each file up to
 * `limit` (services/uploads.ts FILE_LIMITS) or the one `byParam` gives for the route's parameter, and its
 * files are removed when the request ends.
 */
export const takesFiles = (limit: FileLimit, byParam?: UploadsOptions['byParam']) =>
  middleware.uploads(byParam ? { limit, byParam } : { limit })
