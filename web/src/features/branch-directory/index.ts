export { BranchDirectoryPage } from './components/branch-directory-page';
export { BranchPage } from './components/branch-page';
