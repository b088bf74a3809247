export declare const HANDOFF: {
  env: string
  connection: string
  closed: string
  ready: string
}
