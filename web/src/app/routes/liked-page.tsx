import { LikedPage } from '../../features/favourites';
import { ProductsByUuid } from '../../features/catalogue';

/** /liked: the favourites kept on this device, shown as menu cards. */
export default function LikedRoute() {
  return <LikedPage renderProducts={(uuids) => <ProductsByUuid uuids={uuids} />} />;
}
