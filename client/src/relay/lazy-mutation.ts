import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { commitMutation, type GraphQLTaggedNode, type MutationParameters } from 'relay-runtime';

/** Loads a mutation's document (a module whose default export is the `graphql` tag) when it is first sent. */
export type MutationLoader = () => Promise<{ default: GraphQLTaggedNode }>;

/**
 * A mutation whose document is fetched the first time it is sent, not with the screen that offers it:
 * what only a tap sends (add to cart, switch language) stays out of the first view's scripts.
 * Resolves with the response; rejects on network or GraphQL errors (as `useMutationPromise`).
 */
export function useLazyMutationPromise<M extends MutationParameters>(load: MutationLoader): (variables: M['variables']) => Promise<M['response']> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (variables: M['variables']) => {
      const { default: mutation } = await load();
      return new Promise<M['response']>((resolve, reject) => {
        commitMutation<M>(environment, {
          mutation,
          variables,
          onCompleted: (response, errors) => {
            if (errors?.length) reject(Object.assign(new Error(errors[0]!.message), { source: { errors } }));
            else resolve(response);
          },
          onError: reject,
        });
      });
    },
    [environment, load],
  );
}
