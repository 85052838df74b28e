import { DocumentPage } from '../../features/content';
import NotFoundPage from './not-found-page';

/** /privacy and /terms (one lazy chunk, inside the shell, open to guests). */
export default function LegalRoute({ type }: { type: 'privacy' | 'terms' }) {
  return <DocumentPage type={type} notFound={<NotFoundPage />} />;
}
