/** The query string that opens the product overlay on the current page. */
export function withProductParam(search: string, uuid: string, branchId?: number | null): string {
  const params = new URLSearchParams(search);
  params.set('product', uuid);
  if (branchId != null) params.set('branch', String(branchId));
  else params.delete('branch');
  return `?${params.toString()}`;
}

/** The query string with the overlay's params removed. */
export function withoutProductParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('product');
  params.delete('branch');
  const s = params.toString();
  return s ? `?${s}` : '';
}
