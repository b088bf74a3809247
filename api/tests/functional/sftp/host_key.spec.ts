import { test } from '@japa/runner'
import { rmSync, statSync } from 'node:fs'
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
})
