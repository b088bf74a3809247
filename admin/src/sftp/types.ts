/** `GET /api/sftp-access` (api/app/services/sftp/presenter.ts); `password` only in the activation's answer. */
export interface SftpAccess {
  account: { id: number; name: string }
  active: boolean
  username: string | null
  folder: string | null
  fileName: string
  port: number | null
  activatedAt: string | null
  deactivatedAt: string | null
  lastDeposit: { at: string; fileName: string | null; error: string | null; importId: number | null } | null
  password?: string
}
