import { createServer, type Server } from 'node:http'
import { tinyPng } from './catalogue.js'

/** The port of the loopback tile server the stores page's map reads in the suites (MAP_TILE_URL). */
export const TILE_PORT = Number(process.env.E2E_PORT ?? 3340) + 1000
export const TILE_URL = `http://127.0.0.1:${TILE_PORT}/tiles/{z}/{x}/{y}.png`

/** A tile server on loopback: every tile a plain 256-pixel PNG; the paths it served, to check the map used it. */
export async function startTileServer() {
  const tile = tinyPng(256, [170, 211, 223])
  const served: string[] = []
  const server: Server = createServer((request, response) => {
    served.push(request.url ?? '')
    response.writeHead(200, { 'Content-Type': 'image/png', 'Access-Control-Allow-Origin': '*' })
    response.end(tile)
  })
  await new Promise<void>((resolve) => server.listen(TILE_PORT, '127.0.0.1', resolve))
  return { served, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
