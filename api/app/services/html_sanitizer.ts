import sanitizeHtml from 'sanitize-html'

/**
 * The home page's HTML widgets (part 2 §5): written by a client, shown to every visitor of its storefront.
 * A strict allow-list: text structure, links (http, https, mailto) and images (https), nothing that runs.
 * Elements whose content the browser would not read as markup (script, style, xmp, noscript, iframe,
 * template, svg, math…) are dropped with their content, which also removes the mXSS parser differentials
 * they allow. Applied when saving and again when serving.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'span',
    'div',
    'section',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', { name: 'target', multiple: false, values: ['_blank'] }],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [],
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'template',
    'svg',
    'math',
    'object',
    'embed',
    'title',
    'plaintext',
    'select',
  ],
  enforceHtmlBoundary: false,
  transformTags: {
    // A link opening a new tab must not hand the visitor's tab to the target page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

export function sanitizeWidgetHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
