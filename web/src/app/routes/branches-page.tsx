import { BranchDirectoryPage } from '../../features/branch-directory';

/** /branches (lazy chunk, inside the shell, open to guests). */
export default BranchDirectoryPage;
