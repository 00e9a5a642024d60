import type { LandFilters, LandView } from '@saray/contracts/storefront/state';
import { lessThan } from '../../decimal';

/**
 * Whether a parcel meets the map's filters: its area, its status, and its asking amount (the fixed price, or the
 * least next bid of a running auction) within the price range; a parcel with nothing to ask is outside any range.
 */
export function meets(land: LandView, f: LandFilters): boolean {
  if (f.area && land.areaId !== f.area) return false;
  if (f.status && land.status !== f.status) return false;
  if (!f.min && !f.max) return true;
  if (land.asking === null) return false;
  if (f.min && lessThan(land.asking, f.min)) return false;
  return !(f.max && lessThan(f.max, land.asking));
}

/** The filters as the address's query, as the server reads them back. */
export function filterQuery(f: LandFilters): string {
  const q = new URLSearchParams();
  if (f.area) q.set('area', String(f.area));
  if (f.status) q.set('status', f.status);
  if (f.min) q.set('min', f.min);
  if (f.max) q.set('max', f.max);
  const text = q.toString();
  return text ? `?${text}` : '';
}
