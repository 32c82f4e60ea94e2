import { useLocale, useT } from '../../i18n/i18n.ts';

/** `(option) => label`: an HSC batch choice ("HSC 2026", "Others") in the interface language; the value sent stays the seed's. */
export function useHscBatchLabel(): (option: string) => string {
  const t = useT();
  const locale = useLocale();
  return (option) => {
    if (option === 'Others') return t('account.field.hscBatch.others');
    const year = /^HSC (\d{4})$/.exec(option)?.[1];
    if (!year) return option;
    // A year is not an amount: no grouping (২০২৬, not ২,০২৬).
    return t('account.field.hscBatch.year', { year: new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en', { useGrouping: false }).format(Number(year)) });
  };
}
