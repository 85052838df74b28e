export { ProfilePage } from './components/profile-page';
export { ProfileDetailsForm } from './components/profile-details-form';
export { useProfile } from './hooks/use-profile';
export { profileFormValues, toProfileInput, validateProfile, type ProfileFormValues } from './lib/profile-form';
