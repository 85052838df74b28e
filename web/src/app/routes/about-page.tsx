import { AboutPage } from '../../features/content';
import NotFoundPage from './not-found-page';

/** /about (lazy chunk, inside the shell, open to guests). */
export default function AboutRoute() {
  return <AboutPage notFound={<NotFoundPage />} />;
}
