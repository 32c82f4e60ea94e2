import { useState } from 'react';
import { Button } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';

type PdfState = { kind: 'idle' } | { kind: 'making' } | { kind: 'failed'; message: string };

/** The message of a failed PDF answer (`{ message }` JSON from the REST shim, in its own English words), or a plain one. */
async function failureMessage(response: Response, FALLBACK: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON (a proxy's page): the plain message
  }
  return FALLBACK;
}

/** Hands the browser the PDF as a download named after the invoice. */
function saveFile(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Print (the browser's dialog, A4) and the PDF Chromium prints on the server from the same page: while it
 * is made the button says so, and a failure is said on screen (not a JSON page or a silent nothing).
 * Hidden when printed.
 */
export function InvoiceActions({ pdfHref, fileName = 'invoice.pdf' }: { pdfHref?: string; fileName?: string }) {
  const [pdf, setPdf] = useState<PdfState>({ kind: 'idle' });
  const t = useT();

  const download = async () => {
    if (!pdfHref) return;
    setPdf({ kind: 'making' });
    try {
      const response = await fetch(pdfHref, { credentials: 'same-origin' });
      if (!response.ok || !response.headers.get('content-type')?.startsWith('application/pdf')) {
        setPdf({ kind: 'failed', message: await failureMessage(response, t('orders.invoice.pdfFailed')) });
        return;
      }
      saveFile(await response.blob(), fileName);
      setPdf({ kind: 'idle' });
    } catch {
      setPdf({ kind: 'failed', message: t('orders.invoice.pdfUnreachable') });
    }
  };

  return (
    <div className="invoice-actions">
      <Button variant="primary" onClick={() => window.print()}>
        {t('orders.invoice.print')}
      </Button>
      {pdfHref && (
        <Button onClick={() => void download()} disabled={pdf.kind === 'making'} aria-busy={pdf.kind === 'making'}>
          {pdf.kind === 'making' ? t('orders.invoice.making') : t('orders.invoice.download')}
        </Button>
      )}
      {pdf.kind === 'failed' && (
        <p className="invoice-actions__error" role="alert">
          {pdf.message}
        </p>
      )}
    </div>
  );
}
