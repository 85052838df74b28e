import { ComingSoon } from '../../shared/ui/coming-soon';

/** Route stand-in for screens that are not built yet (lazy chunk). */
export default function ComingSoonPage() {
  return <ComingSoon />;
}
