import type { FirstViewStylesheets } from './vite-manifest.ts';

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * index.html for another page's first view: the build's home view style sheets give way to the
 * view's (each sheet linked holds the first paint back), the entry's stay. With no entry sheets known
 * (no build manifest), the page's own links stay and the view's are added.
 */
export function withViewStylesheets(html: string, stylesheets: FirstViewStylesheets): string {
  let page = html;
  if (stylesheets.entry.length > 0) {
    const keep = new Set(stylesheets.entry);
    page = page.replace(/[ \t]*<link rel="stylesheet" crossorigin href="([^"]+)">\n?/g, (tag, href: string) => (keep.has(href) ? tag : ''));
  }
  const links = stylesheets.view.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`).join('');
  return links ? page.replace('</head>', `${links}</head>`) : page;
}
