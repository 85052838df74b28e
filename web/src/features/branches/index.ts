export { BranchSelector, type BranchSelectorProps } from './components/branch-selector';
export { useBranches, type Branch, type BranchesResult } from './hooks/use-branches';
export { useSelectedBranch, pickBranch } from './hooks/use-selected-branch';
