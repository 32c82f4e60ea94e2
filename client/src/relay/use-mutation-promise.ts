import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

/** `useMutation` as a promise: resolves with the response, rejects on network or GraphQL errors. */
export function useMutationPromise<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(variables: M['variables']) => Promise<M['response']>, boolean] {
  const [commit, inFlight] = useMutation<M>(mutation);
  const run = useCallback(
    (variables: M['variables']) =>
      new Promise<M['response']>((resolve, reject) => {
        commit({
          variables,
          onCompleted: (response, errors) => {
            if (errors?.length) reject(Object.assign(new Error(errors[0]!.message), { source: { errors } }));
            else resolve(response);
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, inFlight];
}
