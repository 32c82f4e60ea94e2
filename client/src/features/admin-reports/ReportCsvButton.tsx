import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ReportCsvButtonQuery, ReportGrain, SalesDimension } from '../../__generated__/ReportCsvButtonQuery.graphql.ts';
import { Button } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';

const query = graphql`
  query ReportCsvButtonQuery($range: ReportRangeInput!, $grain: ReportGrain!, $by: SalesDimension) {
    salesReport(range: $range) {
      __typename
      ... on QuerySalesReportSuccess {
        report { csv(grain: $grain, by: $by) }
      }
      ... on ValidationError { message }
    }
  }
`;

/** Fetches one table of the report as CSV (made by the server: BOM, formula-safe cells) and saves it as a file. */
export function ReportCsvButton({ from, to, grain, by, label }: { from: string; to: string; grain: ReportGrain; by?: SalesDimension; label: string }) {
  const environment = useRelayEnvironment();
  const fetchCsv = async () => {
    const data = await fetchQuery<ReportCsvButtonQuery>(environment, query, { range: { from, to }, grain, by: by ?? null }, { fetchPolicy: 'network-only' }).toPromise();
    const answer = data?.salesReport;
    if (answer?.__typename !== 'QuerySalesReportSuccess') throw new Error(answer && 'message' in answer ? answer.message : 'The report could not be made');
    return answer.report.csv;
  };
  return <CsvDownloadButton label={label} filename={`sales-${(by ?? grain).toLowerCase()}-${from}-to-${to}.csv`} fetchCsv={fetchCsv} />;
}

/** A button that fetches a CSV file the server made and saves it; a failure shows as a toast. */
export function CsvDownloadButton({ label, filename, fetchCsv }: { label: string; filename: string; fetchCsv: () => Promise<string> }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchCsv(), filename);
    } catch (error) {
      toast({ title: 'Download failed', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={download} disabled={busy} aria-busy={busy}>
      {busy ? 'Preparing…' : label}
    </Button>
  );
}

/** Saves text as a CSV file the browser downloads (the server made it: BOM, formula-safe cells). */
export function saveFile(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
