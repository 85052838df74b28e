// Its own chunk: loaded only when a page that was not painted dark turns dark.
export { webDarkTheme } from '@fluentui/react-components';
