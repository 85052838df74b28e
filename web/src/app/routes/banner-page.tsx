import { useParams } from 'react-router-dom';
import { BannerPage } from '../../features/promotions';
import NotFoundPage from './not-found-page';

/** /banners/:id (lazy chunk, inside the shell, open to guests); an unknown banner is "page not found". */
export default function BannerRoute() {
  const { id = '' } = useParams();
  return <BannerPage id={id} notFound={<NotFoundPage />} />;
}
