import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SaveAddressInput, useSaveAddressMutation } from '../../__generated__/useSaveAddressMutation.graphql.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';

const mutation = graphql`
  mutation useSaveAddressMutation($input: SaveAddressInput!) {
    saveAddress(input: $input) {
      __typename
      ... on MutationSaveAddressSuccess {
        data {
          id
          label
          name
          phone
          address
          district
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

export type SaveAddressResult = useSaveAddressMutation['response']['saveAddress'];

/** saveAddress as a promise: keeps a new address, or changes the one `input.id` names. */
export function useSaveAddress(): [(input: SaveAddressInput) => Promise<SaveAddressResult>, boolean] {
  const [commit, saving] = useMutationPromise<useSaveAddressMutation>(mutation);
  const save = useCallback(async (input: SaveAddressInput) => (await commit({ input })).saveAddress, [commit]);
  return [save, saving];
}
