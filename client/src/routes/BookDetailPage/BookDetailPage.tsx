import { graphql } from 'react-relay';
import type { BookDetailPageQuery } from '../../__generated__/BookDetailPageQuery.graphql.ts';
import { BookFacts } from '../../features/catalog/BookFacts.tsx';
import { bookPageRoute } from '../book-page-route.tsx';

const query = graphql`
  query BookDetailPageQuery($key: String!) {
    product(kind: BOOK, key: $key) { ...bookPageRoute_result @relay(mask: false) ... on QueryProductSuccess { data { ...BookFacts_book @alias(as: "facts") } } }
  }
`;

/** /book/{slug or id}: a printed book with its details, sample pages and reviews; 404 when there is no such book. */
export const { Component, loader } = bookPageRoute<BookDetailPageQuery>(query, 'Book', (facts) => <BookFacts book={facts} />);
