import { useParams } from 'react-router-dom';
import { CareerPage, CareersPage } from '../../features/content';
import NotFoundPage from './not-found-page';

/** /careers (lazy chunk, inside the shell, open to guests). */
export default CareersPage;

/** /careers/{id}. */
export function CareerRoute() {
  const { id = '' } = useParams();
  return <CareerPage id={id} notFound={<NotFoundPage />} />;
}
