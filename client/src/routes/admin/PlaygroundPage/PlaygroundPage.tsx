import { LinkButton } from '../../../components/ui/index.ts';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';

/**
 * /admin/playground inside the app: the server itself answers a full page load of this address with
 * GraphiQL (for staff with api.explore), so a link within the app reloads the document to get it.
 */
export function Component() {
  return (
    <AdminPage
      title="GraphQL playground"
      intro="GraphiQL on the shop's own API, running as you, with your permissions: what you may not do in the back office, you may not do here either. It opens with example operations of the back office and the storefront."
    >
      <p>
        <LinkButton to="/admin/playground" reloadDocument variant="primary">
          Open the playground
        </LinkButton>
      </p>
    </AdminPage>
  );
}
