import type { GriffelStyle } from '@fluentui/react-components';

/** A dialog surface that fills the screen: small screens' search, notification panel and news
 * item. */
export const fullScreenSurface: GriffelStyle = {
  width: '100%',
  maxWidth: '100%',
  boxSizing: 'border-box',
  height: '100dvh',
  maxHeight: '100dvh',
  borderRadius: 0,
};
