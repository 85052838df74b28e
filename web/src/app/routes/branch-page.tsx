import { useParams } from 'react-router-dom';
import { BranchPage } from '../../features/branch-directory';
import NotFoundPage from './not-found-page';

/** /branches/:id (lazy chunk, inside the shell, open to guests); an unknown branch is "page not found". */
export default function BranchRoute() {
  const { id = '' } = useParams();
  return <BranchPage id={id} notFound={<NotFoundPage />} />;
}
