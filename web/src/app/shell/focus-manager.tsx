import { useFocusFinders } from '@fluentui/react-components';

/** Keeps Fluent's focus manager (tabster) alive while mounted. Fluent creates it with the first
 * dialog or menu and disposes of it when the last one unmounts. A panel unmounted while open (the
 * notification panel, whose link swaps the header for the Back header) is then the last one, and
 * the disposal cancels tabster's pending restore of `aria-hidden` on the rest of the page, which
 * stays hidden from screen readers and tests. */
export default function FocusManager() {
  useFocusFinders();
  return null;
}
