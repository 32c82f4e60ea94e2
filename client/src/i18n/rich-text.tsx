/**
 * Translated sentences with links, bold parts or lists in them, never glued together from fragments: the
 * message keeps the whole sentence in the language's own order, and elements take the place of its
 * placeholders (`useRichT`) or of its numbered parts (`richText`: `Prefer paper? <0>Get the printed
 * edition</0> for {price}.`).
 */
import { Fragment, useCallback, type ReactNode } from 'react';
import { INTL_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { useT, type MessageId, type MessageValues } from './i18n.ts';

// Stands for a node in the translated text until it is split; never typed by anyone.
const MARK = '\u0000';

/**
 * `rich(id, values, nodes)`: a message whose placeholders are links, bold parts or other elements, in
 * the order the language puts them ("Order {number} is placed" / "অর্ডার {number} দেওয়া হয়েছে"). The
 * message is translated whole, then each `{name}` of `nodes` is replaced by its element: no sentence is
 * glued together from fragments.
 */
export function useRichT(): (id: MessageId, values: MessageValues, nodes: Record<string, ReactNode>) => ReactNode[] {
  const t = useT();
  return useCallback(
    (id: MessageId, values: MessageValues, nodes: Record<string, ReactNode>) => {
      const marked: MessageValues = { ...values };
      for (const name of Object.keys(nodes)) marked[name] = `${MARK}${name}${MARK}`;
      return t(id, marked)
        .split(MARK)
        .map((part, index) => (index % 2 === 1 && part in nodes ? <Fragment key={index}>{nodes[part]}</Fragment> : part));
    },
    [t],
  );
}

/** `text` with each numbered part `<n>…</n>` drawn by `parts[n]` around its words. */
export function richText(text: string, parts: readonly ((words: string) => ReactNode)[]): ReactNode {
  const out: ReactNode[] = [];
  const pattern = /<(\d+)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const part = parts[Number(match[1])];
    out.push(<Fragment key={match.index}>{part ? part(match[2]!) : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}

/** Elements joined as the language lists them: "A, B and C" / "A, B ও C". */
export function listOf(items: readonly ReactNode[], locale: Locale): ReactNode {
  const parts = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).formatToParts(items.map((_, index) => String(index)));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part.type === 'element' ? items[Number(part.value)] : part.value}</Fragment>
      ))}
    </>
  );
}
