import { Route, Routes } from 'react-router-dom';
import { BrandList } from './brand-list';
import { NewBrandPage } from './new-brand-page';

/** /console/brands: the brands the operator works for, and /console/brands/new the new-brand form. */
export function BrandsPage() {
  return (
    <Routes>
      <Route index element={<BrandList />} />
      <Route path="new" element={<NewBrandPage />} />
    </Routes>
  );
}
