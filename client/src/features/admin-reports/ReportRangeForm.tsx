import { useId, useState, type KeyboardEvent } from 'react';
import { useLatestSearchParams } from '../../lib/use-latest-search-params.ts';
import { Button, FormError } from '../../components/ui/index.ts';
import { FilterBar, FilterDate, FilterSelect } from '../catalog-admin/ListFilters.tsx';
import { REPORT_GRAIN_OPTIONS, reportParams } from './report-params.ts';

/** The report's first and last Dhaka day and its grain; "Show" puts them in the address, which reloads the report. */
export function ReportRangeForm({ withGrain = true }: { withGrain?: boolean }) {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const current = reportParams(searchParams);
  const [range, setRange] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  const apply = () => {
    if (!range.from || !range.to) return setProblem('Choose the first and the last day');
    if (range.to < range.from) return setProblem('The last day cannot be before the first day');
    setProblem(null);
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.set('from', range.from);
      next.set('to', range.to);
      if (withGrain) next.set('grain', range.grain.toLowerCase());
      return next;
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  return (
    <FilterBar label="Report period" role="group">
      <FilterDate label="First day" value={range.from} onKeyDown={onKeyDown} onChange={(from) => setRange({ ...range, from })} />
      <FilterDate
        label="Last day"
        value={range.to}
        invalid={Boolean(problem)}
        aria-describedby={problem ? errorId : undefined}
        onKeyDown={onKeyDown}
        onChange={(to) => setRange({ ...range, to })}
      />
      {withGrain && (
        <FilterSelect label="Group" value={range.grain} options={REPORT_GRAIN_OPTIONS} onChange={(grain) => setRange({ ...range, grain: grain as typeof range.grain })} />
      )}
      <Button variant="primary" onClick={apply}>
        Show
      </Button>
      <FormError message={problem} id={errorId} />
    </FilterBar>
  );
}
