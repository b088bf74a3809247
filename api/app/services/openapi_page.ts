import { createHash } from 'node:crypto'
import type { I18n } from '@adonisjs/i18n'

/**
 * The readable page of the API's description (`GET /api/docs`): written on the server from the OpenAPI
 * document, plain HTML with one style sheet and no script, so that it loads nothing from anywhere and its
 * Content-Security-Policy allows that sheet alone (by its hash). Its words are those of the document's language
 * (resources/lang/<language>/api_docs.json), with links to the other languages.
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

type Words = (key: string) => string

const LANGUAGES: Record<string, string> = { fr: 'Français', en: 'English', nl: 'Nederlands', de: 'Deutsch' }

function parameters(list: Schema[], w: Words) {
  if (!list.length) return ''
  const rows = list
    .map(
      (one) =>
        `<tr><td><code>${escape(one.name)}</code></td><td>${escape(one.in)}</td><td>${one.required ? escape(w('yes')) : ''}</td>` +
        `<td><code>${escape(JSON.stringify(one.schema))}</code></td><td>${prose(one.description ?? '')}</td></tr>`
    )
    .join('')
  const heads = ['parameter', 'in', 'required', 'schema'].map((key) => `<th>${escape(w(key))}</th>`).join('')
  return `<table><tr>${heads}<th></th></tr>${rows}</table>`
}

function operation(path: string, method: string, op: Schema, w: Words) {
  const body = op.requestBody
    ? `<h4>${escape(w('body'))} (${escape(Object.keys(op.requestBody.content).join(', '))})</h4>` +
      `<pre>${escape(JSON.stringify(Object.values<Schema>(op.requestBody.content)[0].schema, null, 2))}</pre>`
    : ''
  const answers = Object.entries<Schema>(op.responses)
    .map(([status, answer]) => `<li><b>${escape(status)}</b> ${prose(answer.description ?? '')}</li>`)
    .join('')
  const upper = method.toUpperCase()
  return (
    `<details id="${escape(op.operationId)}"><summary><span class="m ${upper}">${upper}</span>${escape(path)}</summary>` +
    `<p>${prose(op.description ?? '')}</p>${parameters(op.parameters ?? [], w)}${body}` +
    `<h4>${escape(w('answers'))}</h4><ul>${answers}</ul></details>`
  )
}

export function openApiPage(document: Schema, i18n: I18n) {
  const w: Words = (key) => i18n.t(`api_docs.page.${key}`)
  const language = String(document['x-language'] ?? i18n.locale)
  const byTag = new Map<string, string[]>()
  for (const [path, methods] of Object.entries<Record<string, Schema>>(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'api'
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(path, method, op, w)])
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('')}`)
    .join('')
  const languages = Object.entries(LANGUAGES)
    .map(([code, name]) =>
      code === language
        ? `<b lang="${code}">${escape(name)}</b>`
        : `<a href="/api/docs?lang=${code}" hreflang="${code}" lang="${code}">${escape(name)}</a>`
    )
    .join(' · ')
  return (
    `<!doctype html><html lang="${escape(language)}"><head><meta charset="utf-8"><title>${escape(document.info.title)}</title>` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head><body>` +
    `<nav aria-label="${escape(w('languages'))}">${escape(w('languages'))}: ${languages}</nav>` +
    `<h1>${escape(document.info.title)} ${escape(document.info.version)}</h1><p>${prose(document.info.description)}</p>` +
    `<p>${escape(w('machine_readable'))}: <a href="/api/openapi.json?lang=${escape(language)}">/api/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>` +
    `${sections}</body></html>`
  )
}
