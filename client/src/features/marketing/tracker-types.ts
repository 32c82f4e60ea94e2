/** Shared by trackers-boot.ts (entry) and trackers.tsx (its lazy chunk). */
import type { trackersBootQuery } from '../../__generated__/trackersBootQuery.graphql.ts';

export type Trackers = trackersBootQuery['response']['marketingTrackers'];

/** What trackers.tsx needs of react-router's browser router: the path now and its changes. */
export interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

export interface AddToCartItem {
  productId: string;
  kind: string;
  /** Poisha. */
  price: number;
}
