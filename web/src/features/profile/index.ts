export { ProfilePage } from './components/profile-page';
export { ProfileDetailsForm } from './components/profile-details-form';
export { profileFormValues, toProfileInput, validateProfile, type ProfileFormValues } from './lib/profile-form';
