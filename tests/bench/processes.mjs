/*
 * The server's processes as the bench sees them from outside, through /proc (Linux): `npm start`'s primary
 * and the API workers it forks, and their memory.
 */
import { readFileSync, readdirSync } from 'node:fs'

/** A process and its descendants (the API workers of `npm start`). */
export function processTree(pid) {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(pid)
      } catch {
        return false
      }
    })
  return [pid, ...children.flatMap((child) => processTree(Number(child)))]
}

/**
 * The memory of a process and its descendants in MB, summed: `rss` (VmRSS, what the machine gives them) and
 * `anon` (RssAnon, the same less the database file pages SQLite maps in), with the count of processes.
 */
export function treeMemory(pid) {
  let rss = 0
  let anon = 0
  let processes = 0
  for (const one of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${one}/status`, 'utf8')
      rss += Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0)
      anon += Number(status.match(/RssAnon:\s+(\d+)/)?.[1] ?? 0)
      processes++
    } catch {
      // ended meanwhile
    }
  }
  return { rss: Math.round(rss / 1024), anon: Math.round(anon / 1024), processes }
}
