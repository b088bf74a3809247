import { test } from '@japa/runner'
import { rmSync, statSync, writeFileSync } from 'node:fs'
import ssh2 from 'ssh2'
import { apiPath } from '#config/settings'
import { hostKeyAt } from '#services/sftp/host_key'

test.group('SFTP / host key', () => {
  test('the host key is generated at the first start, kept private and reused after', ({ assert }) => {
    const path = apiPath('tmp/test-sftp-key/ssh_host_ed25519_key')
    rmSync(apiPath('tmp/test-sftp-key'), { recursive: true, force: true })
    const first = hostKeyAt(path)
    const parsed = ssh2.utils.parseKey(first)
    assert.notInstanceOf(parsed, Error)
    assert.equal((parsed as ssh2.ParsedKey).type, 'ssh-ed25519')
    assert.equal(statSync(path).mode & 0o777, 0o600)
    assert.equal(hostKeyAt(path).toString(), first.toString())
    rmSync(apiPath('tmp/test-sftp-key'), { recursive: true, force: true })
  })

  test('keys are readable every time, and a kept key the server cannot read is replaced', ({ assert }) => {
    const dir = apiPath('tmp/test-sftp-keys')
    rmSync(dir, { recursive: true, force: true })
    // ssh2's generator writes an unreadable ed25519 key about once in 150 draws.
    for (let index = 0; index < 200; index++) {
      const key = hostKeyAt(`${dir}/key-${index}`)
      assert.notInstanceOf(ssh2.utils.parseKey(key), Error)
    }
    writeFileSync(
      `${dir}/broken`,
      '-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n-----END OPENSSH PRIVATE KEY-----\n'
    )
    assert.notInstanceOf(ssh2.utils.parseKey(hostKeyAt(`${dir}/broken`)), Error)
    rmSync(dir, { recursive: true, force: true })
  })
})
