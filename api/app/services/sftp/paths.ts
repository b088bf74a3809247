import { posix } from 'node:path'

/** The one file the drop accepts (part 2 §5 "Imports"). */
export const DROP_FILE_NAME = 'products-import.csv'

/** The account's own folder on the server: `/<user name>`, where a session starts. */
export const homeOf = (username: string) => `/${username}`

/** A path as the client sent it, absolute or relative to the home folder, without `..` tricks. */
export function resolvePath(username: string, path: string) {
  return posix.normalize(posix.isAbsolute(path) ? path : posix.join(homeOf(username), path || '.'))
}

/**
 * Where a file may be written: only `products-import.csv`, only in the account's own folder. Another
 * folder (another account's, the root) is refused before the name is looked at.
 */
export function depositRefusal(username: string, path: string) {
  const resolved = resolvePath(username, path)
  if (posix.dirname(resolved) !== homeOf(username)) return 'sftp_folder_refused' as const
  if (posix.basename(resolved) !== DROP_FILE_NAME) return 'sftp_file_name_refused' as const
  return null
}
