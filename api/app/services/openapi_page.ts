import { createHash } from 'node:crypto'

/**
 * The readable page of the API's description (`GET /api/docs`): written on the server from the OpenAPI
 * document, plain HTML with one style sheet and no script, so that it loads nothing from anywhere and its
 * Content-Security-Policy allows that sheet alone (by its hash).
 */
type Schema = Record<string, any>

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 2rem;color:#1c1c1c}
h1{font-size:1.6rem}h2{font-size:1.2rem;border-bottom:1px solid #ccc;margin-top:2rem}
details{border:1px solid #ddd;border-radius:4px;margin:.3rem 0;padding:.3rem .6rem}
summary{cursor:pointer;font-family:ui-monospace,monospace}
.m{display:inline-block;min-width:4.5rem;font-weight:bold}.GET{color:#0b5cad}.POST{color:#137333}
.PUT,.PATCH{color:#a15c00}.DELETE{color:#b3261e}.HEAD{color:#555}
pre{background:#f6f6f6;padding:.5rem;overflow:auto;font-size:12px}table{border-collapse:collapse}
td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top}
p{white-space:pre-line}
`

export const DOCS_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join(';')

const escape = (text: unknown) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!
  )

/** `code` spans of the descriptions, kept as code. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>')

function parameters(list: Schema[]) {
  if (!list.length) return ''
  const rows = list
    .map(
      (one) =>
        `<tr><td><code>${escape(one.name)}</code></td><td>${escape(one.in)}</td><td>${one.required ? 'yes' : ''}</td>` +
        `<td><code>${escape(JSON.stringify(one.schema))}</code></td><td>${prose(one.description ?? '')}</td></tr>`
    )
    .join('')
  return `<table><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th><th></th></tr>${rows}</table>`
}

function operation(path: string, method: string, op: Schema) {
  const body = op.requestBody
    ? `<h4>Body (${escape(Object.keys(op.requestBody.content).join(', '))})</h4>` +
      `<pre>${escape(JSON.stringify(Object.values<Schema>(op.requestBody.content)[0].schema, null, 2))}</pre>`
    : ''
  const answers = Object.entries<Schema>(op.responses)
    .map(([status, answer]) => `<li><b>${escape(status)}</b> ${prose(answer.description ?? '')}</li>`)
    .join('')
  const upper = method.toUpperCase()
  return (
    `<details id="${escape(op.operationId)}"><summary><span class="m ${upper}">${upper}</span>${escape(path)}</summary>` +
    `<p>${prose(op.description ?? '')}</p>${parameters(op.parameters ?? [])}${body}<ul>${answers}</ul></details>`
  )
}

export function openApiPage(document: Schema) {
  const byTag = new Map<string, string[]>()
  for (const [path, methods] of Object.entries<Record<string, Schema>>(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'api'
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(path, method, op)])
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('')}`)
    .join('')
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(document.info.title)}</title>` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head><body>` +
    `<h1>${escape(document.info.title)} ${escape(document.info.version)}</h1><p>${prose(document.info.description)}</p>` +
    `<p>The machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>` +
    `${sections}</body></html>`
  )
}
