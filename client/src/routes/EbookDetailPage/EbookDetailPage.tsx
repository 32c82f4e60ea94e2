import { graphql } from 'react-relay';
import type { EbookDetailPageQuery } from '../../__generated__/EbookDetailPageQuery.graphql.ts';
import { EbookFacts } from '../../features/catalog/EbookFacts.tsx';
import { bookPageRoute } from '../book-page-route.tsx';

const query = graphql`
  query EbookDetailPageQuery($key: String!) {
    product(kind: EBOOK, key: $key) { ...bookPageRoute_result @relay(mask: false) ... on QueryProductSuccess { data { ...EbookFacts_ebook @alias(as: "facts") } } }
  }
`;

/** /ebook/{slug or id}: an ebook with its free preview, details and reviews; 404 when there is no such ebook. */
export const { Component, loader } = bookPageRoute<EbookDetailPageQuery>(query, 'Ebook', (facts) => <EbookFacts ebook={facts} />);
