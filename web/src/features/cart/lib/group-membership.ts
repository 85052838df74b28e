import { createContext, useContext } from 'react';

/** A guest's place in a group order: the cart and the member uuid the api gave at joining (the
 * member's secret, kept on this device so that a reload keeps the place). */
export interface GroupMembership {
  cartId: number;
  uuid: string | null;
  join: (uuid: string) => void;
}

export const GroupMembershipContext = createContext<GroupMembership | null>(null);

/** The group order this screen works in, or null for the customer's own cart. */
export const useGroupMembership = () => useContext(GroupMembershipContext);

const key = (cartId: number) => `group-order:${cartId}`;

export function storedMemberUuid(cartId: number): string | null {
  try {
    return localStorage.getItem(key(cartId));
  } catch {
    return null;
  }
}

export function storeMemberUuid(cartId: number, uuid: string): void {
  try {
    localStorage.setItem(key(cartId), uuid);
  } catch {
    // private mode: the place lasts as long as the page
  }
}
