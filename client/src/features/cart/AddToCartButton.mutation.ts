import { graphql } from 'react-relay';

/** Loaded on the first add (AddToCartButton.tsx), not with the cards that offer it. */
export default graphql`
  mutation AddToCartButtonMutation($input: AddToCartInput!) {
    addToCart(input: $input) {
      __typename
      ... on MutationAddToCartSuccess {
        cart {
          ...cartRefresh_cart
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;
