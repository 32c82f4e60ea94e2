import { Suspense } from 'react';
import { graphql } from 'react-relay';
import type { MarketingPageQuery } from '../../../__generated__/MarketingPageQuery.graphql.ts';
import { MarketingForm } from '../../../features/admin-marketing/MarketingForm.tsx';
import { ShopLanguageForm } from '../../../features/admin-marketing/ShopLanguageForm.tsx';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';
import { ProductTableSkeleton } from '../../../features/catalog-admin/ProductAdminTable.tsx';
import { queryLoader, useRouteQuery } from '../../../relay/route-query.ts';

const query = graphql`
  query MarketingPageQuery {
    marketingSettings {
      ...MarketingForm_settings
    }
    shopLanguage
  }
`;

export const loader = queryLoader<MarketingPageQuery>(query, undefined, 'store-and-network');

/** /admin/marketing (seed §1): ad pixels with the paths they hear of, the tag-manager container, the behaviour analytics; and the shop's language for new visitors (issue 35). */
export function Component() {
  return (
    <AdminPage
      title="Marketing"
      intro="Visitors are asked before any of these loads; a script that is not configured and switched on is never loaded. Ids only — never paste script code."
    >
      <Suspense fallback={<ProductTableSkeleton rows={4} />}>
        <Settings />
      </Suspense>
    </AdminPage>
  );
}

function Settings() {
  const data = useRouteQuery<MarketingPageQuery>(query);
  return (
    <>
      <MarketingForm settings={data.marketingSettings} />
      <ShopLanguageForm language={data.shopLanguage} />
    </>
  );
}
