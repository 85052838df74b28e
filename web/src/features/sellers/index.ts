export { BeSellerPage } from './components/be-seller-page';
export { useSellerApplication } from './hooks/use-seller-application';
export { validateSellerForm, toSellerInput, emptySellerForm, type SellerFormValues } from './lib/seller-form';
