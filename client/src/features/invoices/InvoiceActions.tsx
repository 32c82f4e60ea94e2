import { Button } from '../../components/ui/index.ts';

/** Print (the browser's dialog, A4) and, for staff, the PDF Chromium prints from the same page. Hidden when printed. */
export function InvoiceActions({ pdfHref }: { pdfHref?: string }) {
  return (
    <div className="invoice-actions">
      <Button variant="primary" onClick={() => window.print()}>
        Print
      </Button>
      {pdfHref && (
        <a className="ui-button" href={pdfHref} download>
          Download PDF
        </a>
      )}
    </div>
  );
}
