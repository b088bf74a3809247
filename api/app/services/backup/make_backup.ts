import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import drive from '@adonisjs/drive/services/main'
import { apiPath, settings } from '#config/settings'
import { ArchiveWriter } from '#services/backup/archive'
import { copySqlite, dumpMysql } from '#services/backup/database_copy'
import { type Manifest, sha256, sha256OfFile } from '#services/backup/manifest'
import { appVersion } from '#services/backup/app_version'

/**
 * One archive in BACKUP_DIR (README "Operating Reprise"): a consistent copy of the database, then every
 * stored file (local folder or bucket, through the drive), and the manifest that restore checks. Written
 * under a temporary name and renamed at the end, so an archive that is there is whole.
 */
export const backupDir = () => apiPath(settings.backup.dir)
const ARCHIVE = /^reprise-.*\.tar\.gz$/

export async function makeBackup() {
  const folder = backupDir()
  await mkdir(folder, { recursive: true })
  const work = await mkdtemp(join(folder, '.work-'))
  const createdAt = new Date().toISOString()
  const name = `reprise-${createdAt.replace(/[:.]/g, '-')}.tar.gz`
  const partial = join(folder, `.${name}.partial`)
  try {
    const engine = settings.dbConnection === 'mysql' ? 'mysql' : 'sqlite'
    const entry = engine === 'mysql' ? 'database.sql' : 'database.sqlite'
    const copy = join(work, entry)
    const tables = engine === 'mysql' ? await dumpMysql(copy) : await copySqlite(copy)

    const archive = new ArchiveWriter(partial)
    await archive.addFile(entry, copy, (await stat(copy)).size)
    const files: Manifest['files'] = []
    const disk = drive.use()
    for await (const item of (await disk.listAll('', { recursive: true })).objects) {
      if (!item.isFile) continue
      const bytes = Buffer.from(await disk.getBytes(item.key))
      files.push({ key: item.key, size: bytes.length, sha256: sha256(bytes) })
      await archive.add(`files/${item.key}`, bytes)
    }
    const manifest: Manifest = {
      format: 1,
      createdAt,
      appVersion: await appVersion(),
      engine,
      database: { entry, sha256: await sha256OfFile(copy) },
      tables,
      files,
    }
    await archive.add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)))
    await archive.close()
    await rename(partial, join(folder, name))
    return { path: join(folder, name), manifest }
  } finally {
    await rm(work, { recursive: true, force: true })
    await rm(partial, { force: true })
  }
}

/** Keeps the `keep` newest archives of BACKUP_DIR; answers the ones removed. */
export async function pruneBackups(keep: number) {
  const archives = (await readdir(backupDir())).filter((file) => ARCHIVE.test(file)).sort()
  const removed = archives.slice(0, Math.max(0, archives.length - Math.max(1, keep)))
  for (const file of removed) await rm(join(backupDir(), file))
  return removed
}
