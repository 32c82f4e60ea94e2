import { useState } from 'react';
import { graphql } from 'react-relay';
import type { InfoPageQuery, InfoPageQuery$data } from '../../__generated__/InfoPageQuery.graphql.ts';
import { Button, Dialog } from '../../components/ui/index.ts';
import { InfoPageEditor } from '../../features/catalog/InfoPageEditor.tsx';
import { MarkdownView } from '../../components/MarkdownView.tsx';
import { useSession } from '../../features/session/session-store.ts';
import { formatDate } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { richText } from '../../i18n/rich-text.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { NotFound } from '../NotFoundPage.tsx';
import './info.css';

const query = graphql`
  query InfoPageQuery($slug: String!) {
    infoPage(slug: $slug) {
      __typename
      ... on QueryInfoPageSuccess {
        data {
          title
          body
          updatedAt
          ...InfoPageEditor_page
        }
      }
    }
  }
`;

type Page = Extract<InfoPageQuery$data['infoPage'], { __typename: 'QueryInfoPageSuccess' }>['data'];

function InfoPageView({ page }: { page: Page }) {
  usePageHead({ title: page.title });
  const { user } = useSession();
  const canEdit = Boolean(user?.permissions.includes('catalog.manage'));
  const [editing, setEditing] = useState(false);
  const t = useT();
  const locale = useLocale();
  return (
    <article className="info-page">
      <header className="info-page__header">
        <h1>{page.title}</h1>
        {canEdit && (
          <Button onClick={() => setEditing(true)}>{t('product.info.edit')}</Button>
        )}
      </header>
      <MarkdownView source={page.body} className="markdown info-page__body" />
      <p className="info-page__updated">
        {richText(t('product.info.updated', { date: formatDate(new Date(page.updatedAt), locale) }), [(date) => <time dateTime={page.updatedAt}>{date}</time>])}
      </p>
      {canEdit && (
        <Dialog open={editing} title={t('product.info.editTitle', { title: page.title })} onClose={() => setEditing(false)} size="lg" className="info-page-dialog">
          <InfoPageEditor page={page} onDone={() => setEditing(false)} />
        </Dialog>
      )}
    </article>
  );
}

function InfoPage() {
  const { infoPage } = useRouteQuery<InfoPageQuery>(query);
  if (infoPage.__typename !== 'QueryInfoPageSuccess') return <NotFound />;
  return <InfoPageView page={infoPage.data} />;
}

/** The route module of one info page (/info/about, /info/refund …): its Markdown text; staff may edit it. */
export function infoRoute(slug: string) {
  return { Component: InfoPage, loader: queryLoader<InfoPageQuery>(query, () => ({ slug })) };
}
