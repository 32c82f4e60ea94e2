import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Markdown (the shop's info pages) as sanitised HTML: marked renders it, DOMPurify removes scripts,
 * event handlers, `javascript:` links and anything else that could run, whatever the text holds.
 */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true, breaks: false });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

// A link inside the shop (`/info/contact`), not another origin (`//host`) or a new tab.
function localLink(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest?.('a');
  const href = anchor?.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//') || anchor!.target) return null;
  return href;
}

/** Renders Markdown safely; links to the shop's own pages navigate without reloading the app. */
export function MarkdownView({ source, className = 'markdown' }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  const navigate = useNavigate();
  return (
    <div
      className={className}
      onClick={(event) => {
        const href = localLink(event);
        if (!href) return;
        event.preventDefault();
        void navigate(href);
      }}
      // Sanitised above: the only HTML that reaches the page is what DOMPurify lets through.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
