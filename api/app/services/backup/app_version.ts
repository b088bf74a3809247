import { readFile } from 'node:fs/promises'
import { apiPath } from '#config/settings'

/** The API's version (api/package.json), written in each backup's manifest. */
export async function appVersion() {
  const pkg = JSON.parse(await readFile(apiPath('package.json'), 'utf8')) as { version: string }
  return pkg.version
}
