/**
 * What `npm start`'s primary and its HTTP workers say to each other (bin/start.js, bin/handed_connections.ts):
 * the environment flag of a worker fed by the primary, and the messages of the connection handoff.
 */
export const HANDOFF = {
  env: 'REPRISE_HANDED_CONNECTIONS',
  connection: 'reprise:connection',
  closed: 'reprise:connection-closed',
  ready: 'reprise:worker-ready',
}
