import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { settings } from '#config/settings'
import { extractArchive } from '#services/backup/archive'
import { loadMysql, sqliteFile } from '#services/backup/database_copy'
import {
  type Manifest,
  countDifferences,
  rowCounts,
  sha256,
  sha256OfFile,
  tableNames,
} from '#services/backup/manifest'

/**
 * Restores an archive of makeBackup into the configured database and storage: refused when either holds
 * anything unless `force`; the database copy and every file are checked against the manifest's checksums
 * before anything is written, and the restored rows against its counts after. Migrating to the current
 * version is the caller's next step (commands/restore.ts).
 */
export class RestoreRefused extends Error {}

export async function restoreBackup(archive: string, { force = false } = {}) {
  const work = await mkdtemp(join(tmpdir(), 'reprise-restore-'))
  try {
    await extractArchive(archive, work)
    const manifest = JSON.parse(await readFile(join(work, 'manifest.json'), 'utf8')) as Manifest
    const engine = settings.dbConnection === 'mysql' ? 'mysql' : 'sqlite'
    if (manifest.engine !== engine) {
      throw new RestoreRefused(`the archive holds a ${manifest.engine} database; this install runs ${engine}`)
    }
    const copy = join(work, manifest.database.entry)
    if ((await sha256OfFile(copy)) !== manifest.database.sha256) throw new RestoreRefused('database checksum')
    const files = await Promise.all(
      manifest.files.map(async (file) => ({ ...file, bytes: await readFile(join(work, 'files', file.key)) }))
    )
    const damaged = files.filter((file) => sha256(file.bytes) !== file.sha256).map((file) => file.key)
    if (damaged.length) throw new RestoreRefused(`file checksums: ${damaged.join(', ')}`)

    const disk = drive.use()
    const stored = (await disk.listAll('', { recursive: true })).objects
    const holdsFiles = [...stored].some((item) => item.isFile)
    const holdsTables = (await tableNames(db.primaryConnectionName)).length > 0
    if ((holdsFiles || holdsTables) && !force) {
      throw new RestoreRefused('the database or the storage is not empty (--force to replace them)')
    }

    await replaceDatabase(engine, copy, holdsTables)
    const differences = countDifferences(manifest.tables, await rowCounts(db.primaryConnectionName))
    if (differences.length) throw new RestoreRefused(`row counts differ: ${differences.join('; ')}`)

    for (const file of files) {
      await disk.put(file.key, file.bytes)
      if (sha256(Buffer.from(await disk.getBytes(file.key))) !== file.sha256) {
        throw new RestoreRefused(`file ${file.key} was not stored whole`)
      }
    }
    return manifest
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

async function replaceDatabase(engine: 'sqlite' | 'mysql', copy: string, holdsTables: boolean) {
  if (engine === 'sqlite') {
    await db.manager.closeAll()
    const target = sqliteFile()
    for (const suffix of ['-wal', '-shm']) await rm(`${target}${suffix}`, { force: true })
    await copyFile(copy, target)
    return
  }
  if (holdsTables) {
    const name = settings.mysql.database.replace(/`/g, '')
    await db.rawQuery(`drop database \`${name}\``)
    await db.rawQuery(`create database \`${name}\` character set utf8mb4 collate utf8mb4_unicode_ci`)
    await db.manager.closeAll()
  }
  await loadMysql(copy)
}
