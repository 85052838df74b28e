export { AboutPage } from './components/about-page';
export { DocumentPage } from './components/document-page';
export { CareersPage } from './components/careers-page';
export { CareerPage } from './components/career-page';
export { HelpPage } from './components/help-page';
